import { describe, expect, it } from 'vitest';
import { didYouMean, editDistance } from '../../src/content/didYouMean';
import { classifyLink, routeKey } from '../../src/content/links';

describe('didYouMean', () => {
  it('finds the nearest plausible candidate', () => {
    expect(editDistance('titel', 'title')).toBe(2);
    expect(didYouMean('titel', ['title', 'tagline', 'text'])).toBe('title');
    expect(didYouMean('heroo', ['hero', 'section', 'card-grid'])).toBe('hero');
    expect(didYouMean('/Abuot', ['/about', '/contact'])).toBe('/about');
  });

  it('suggests nothing when nothing is close', () => {
    expect(didYouMean('gallery', ['hero', 'table'])).toBeUndefined();
  });
});

describe('classifyLink', () => {
  it('tells unsafe, external, anchor and internal links apart', () => {
    expect(classifyLink('javascript:alert(1)').kind).toBe('unsafe');
    expect(classifyLink(' DATA:text/html,x').kind).toBe('unsafe');
    expect(classifyLink('https://example.com').kind).toBe('external');
    expect(classifyLink('mailto:a@example.com').kind).toBe('external');
    expect(classifyLink('#Values')).toEqual({ kind: 'anchor', anchor: 'Values' });
    expect(classifyLink('/about#Mission')).toEqual({ kind: 'internal', path: '/about', anchor: 'Mission' });
  });

  it('compares routes the way the router matches them', () => {
    expect(routeKey('/application/solution/Water_Treatment/')).toBe(routeKey('/application/Solution/water_treatment'));
    expect(routeKey('/')).toBe('/');
  });
});

describe('didYouMean stays cheap (issue 33, finding 5)', () => {
  it('compares only names of a plausible length, and stops a comparison that cannot win', () => {
    const long = 'a'.repeat(1_000);
    expect(didYouMean(`${long}b`, [long])).toBeUndefined();
    expect(editDistance('abcdefgh', 'stuvwxyz', 2)).toBe(3);
    expect(editDistance('abcdefgh', 'abcdefgx', 2)).toBe(1);
    // The nearest of several still wins, whatever the order.
    expect(didYouMean('Misson', ['Vision', 'Mission', 'Values'])).toBe('Mission');
  });
});
