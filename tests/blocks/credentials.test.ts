// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import Credentials from '../../src/blocks/credentials/Credentials';
import { credentialsSchema } from '../../src/blocks/credentials/schema';
import { messagesOf } from './messagesOf';
import { renderBlock } from './renderBlock';

const input = {
  type: 'credentials',
  heading: 'How we work',
  modelsHeading: 'Contract models',
  models: [
    { name: 'EPC', title: 'Engineering, procurement and construction', text: 'We build it and hand it over.' },
    { name: 'BOOT', title: 'Build, own, operate and transfer', text: 'We finance, run and then transfer it.' },
  ],
  sectorsHeading: 'Sectors we serve',
  sectors: [{ name: 'Municipalities', icon: 'building' }, { name: 'Aquaculture' }],
  certificationsHeading: 'Certifications',
  certifications: [{ area: 'Quality management', standard: 'ISO 9001:2015', issuer: 'A certification body' }, { area: 'Environmental management' }],
  pending: 'Certificate details on request',
};

describe('credentials schema', () => {
  it('accepts models, sectors and certification slots', () => {
    expect(credentialsSchema.safeParse(input).success).toBe(true);
  });

  it('asks for the words an unfilled certification slot shows, instead of showing it as a certificate', () => {
    expect(messagesOf(credentialsSchema.safeParse({ type: 'credentials', certifications: [{ area: 'Quality management' }] }).error)).toEqual([
      'pending: a certification without a standard needs `pending`: the words shown in its place, e.g. "Certificate details on request"',
    ]);
  });

  it('rejects a block with nothing to show', () => {
    expect(credentialsSchema.safeParse({ type: 'credentials', heading: 'Credentials' }).success).toBe(false);
  });
});

describe('credentials component', () => {
  it('shows each model, each sector, and an unfilled slot as pending rather than as a certificate', () => {
    renderBlock(Credentials, credentialsSchema.parse(input));
    expect(screen.getByRole('heading', { level: 2, name: 'How we work' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Contract models' })).toBeTruthy();
    expect(screen.getByText('EPC')).toBeTruthy();
    expect(screen.getByText('Build, own, operate and transfer')).toBeTruthy();
    expect(screen.getByText('Municipalities')).toBeTruthy();
    const slots = screen.getByRole('heading', { name: 'Certifications' }).parentElement!.querySelectorAll('li');
    expect([...slots].map((slot) => slot.textContent)).toEqual([
      'Quality managementISO 9001:2015A certification body',
      'Environmental managementCertificate details on request',
    ]);
    expect(within(slots[1] as HTMLElement).queryByText(/ISO/)).toBeNull();
  });
});
