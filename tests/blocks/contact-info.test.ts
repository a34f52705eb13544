// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ContactInfo from '../../src/blocks/contact-info/ContactInfo';
import { telHref } from '../../src/shared/contactLinks';
import { contactInfoSchema } from '../../src/blocks/contact-info/schema';
import { renderBlock } from './renderBlock';
import { messagesOf } from './messagesOf';

const headquarters = contactInfoSchema.parse({
  type: 'contact-info',
  heading: 'Headquarters',
  address: { label: 'Address', lines: ['Wastely Water Technologies', '42 Riverside Way'] },
  phone: { label: 'Phone', number: '+1 555 0100' },
  fax: { label: 'Fax', number: '+1 555 0199' },
  socials: { label: 'Follow us', links: [{ network: 'github', label: 'Wastely on GitHub' }] },
});

describe('contact-info', () => {
  it('shows each given detail under its label; phone numbers can be tapped to call', () => {
    const { container } = renderBlock(ContactInfo, headquarters);
    expect(screen.getByRole('heading', { level: 2, name: 'Headquarters' })).toBeTruthy();
    const list = container.querySelector('dl')!;
    const terms = within(list).getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual(['Address', 'Phone', 'Fax', 'Follow us']);
    expect(screen.getByRole('link', { name: '+1 555 0100' }).getAttribute('href')).toBe('tel:+15550100');
    expect(screen.queryByRole('link', { name: '+1 555 0199' })).toBeNull();
    expect(screen.getByText('42 Riverside Way')).toBeTruthy();
    expect(screen.getByText('Wastely on GitHub (coming soon)')).toBeTruthy();
  });

  it('writes tel: addresses with only the leading + and the digits', () => {
    expect(telHref('(555) 010-0100')).toBe('tel:5550100100');
    expect(telHref('+44 20 7946 0958')).toBe('tel:+442079460958');
  });

  it('rejects a block without any detail, a bad email and a phone number with letters', () => {
    const empty = contactInfoSchema.safeParse({ type: 'contact-info', heading: 'Headquarters' });
    expect(empty.error?.issues[0]?.message).toBe('give at least one of `email`, `phone`, `fax`, `address` or `socials`');
    const bad = contactInfoSchema.safeParse({
      type: 'contact-info',
      heading: 'Headquarters',
      email: { label: 'Email', address: 'not-an-email' },
      phone: { label: 'Phone', number: 'CALL-US' },
    });
    expect(messagesOf(bad.error)).toEqual([
      'email.address: must be an email address like enquiries@example.com',
      'phone.number: must be a phone number like +1 555 0100 (digits, spaces, dashes, brackets)',
    ]);
  });
});
