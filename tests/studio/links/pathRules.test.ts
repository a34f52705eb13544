import { describe, expect, it } from 'vitest';
import { parentOf, pathProblem, suggestPath } from '../../../studio/links';
import { fixture, siteOf } from './helpers';

const site = siteOf(fixture());

describe('pathProblem', () => {
  it('accepts a new address made of letters, digits, - and _ between slashes', () => {
    expect(pathProblem(site, '/careers')).toBeUndefined();
    expect(pathProblem(site, '/services/equipment-rental_2')).toBeUndefined();
  });

  it.each([
    ['', 'Write the address, for example /careers.'],
    ['careers', 'The address must start with / (for example /careers).'],
    ['/our careers', 'The address cannot contain spaces: use - between words (for example /equipment-rental).'],
    ['/careers/', 'Remove the / at the end of the address.'],
    ['/a//b', 'The address has two slashes in a row; remove one.'],
    ['/café', 'The address can use only letters (a to z), digits, - and _ between slashes; “é” is not allowed.'],
    ['/jobs?x=1', 'The address can use only letters (a to z), digits, - and _ between slashes; “?” is not allowed.'],
    ['/services/rental', 'The page “Equipment rental” already has the address /services/rental.'],
    ['/Services/Rental', 'The page “Equipment rental” already has the address /services/rental; addresses that differ only in upper and lower case are the same page.'],
  ])('refuses %j in plain words', (path, message) => {
    expect(pathProblem(site, path)).toBe(message);
  });

  it("does not count a renamed page's own address as taken", () => {
    expect(pathProblem(site, '/Services/rental', 1)).toBeUndefined();
  });
});

describe('suggestPath', () => {
  it('makes an address from a title', () => {
    expect(suggestPath('Careers')).toBe('/careers');
    expect(suggestPath('Equipment Rental & Hire!')).toBe('/equipment-rental-and-hire');
    expect(suggestPath('Café  Ökologie')).toBe('/cafe-okologie');
    expect(suggestPath('Sludge', '/application/product')).toBe('/application/product/sludge');
    expect(suggestPath('   ')).toBe('/');
  });

  it('finds the folder of an address', () => {
    expect(parentOf('/application/service/rental')).toBe('/application/service');
    expect(parentOf('/about')).toBe('');
  });
});
