// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import Credentials from '../../src/blocks/credentials/Credentials';
import { certificationSchema, credentialsSchema } from '../../src/blocks/credentials/schema';
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
  certifications: [
    { standard: 'ISO 9001:2015', area: 'Quality management', scope: 'Design and operation of treatment plants', issuer: 'A certification body', validUntil: 'March 2028' },
    { standard: 'ISO 14001:2015', area: 'Environmental management' },
  ],
};

describe('credentials schema', () => {
  it('accepts models, sectors and certificates with their standard, scope, issuer and expiry', () => {
    expect(credentialsSchema.safeParse(input).success).toBe(true);
  });

  it('has no placeholder certificate: one without its standard is refused, and "details on request" has no field', () => {
    expect(messagesOf(credentialsSchema.safeParse({ type: 'credentials', certifications: [{ area: 'Quality management' }] }).error)).toEqual([
      'certifications.0.standard: Invalid input: expected string, received undefined',
    ]);
    expect(credentialsSchema.safeParse({ ...input, pending: 'Certificate details on request' }).success).toBe(false);
  });

  it('tells the editor what a certificate\'s scope is', () => {
    expect(certificationSchema.shape.scope.unwrap().description).toMatch(/scope as printed on the certificate/);
  });

  it('rejects a block with nothing to show', () => {
    expect(credentialsSchema.safeParse({ type: 'credentials', heading: 'Credentials' }).success).toBe(false);
  });
});

describe('credentials component', () => {
  it('shows each model, each sector, and each certificate as a badge with its standard, area, scope and issuer', () => {
    renderBlock(Credentials, credentialsSchema.parse(input));
    expect(screen.getByRole('heading', { level: 2, name: 'How we work' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Contract models' })).toBeTruthy();
    expect(screen.getByText('EPC')).toBeTruthy();
    expect(screen.getByText('Build, own, operate and transfer')).toBeTruthy();
    expect(screen.getByText('Municipalities')).toBeTruthy();
    const badges = screen.getByRole('heading', { name: 'Certifications' }).parentElement!.querySelectorAll('li');
    expect([...badges].map((badge) => [...badge.children].map((line) => line.textContent))).toEqual([
      ['ISO 9001:2015', 'Quality management', 'Design and operation of treatment plants', 'A certification body · March 2028'],
      ['ISO 14001:2015', 'Environmental management'],
    ]);
  });

  it('leaves the certifications out, heading and all, when the company lists none', () => {
    const { certifications: _none, ...withoutCertificates } = input;
    renderBlock(Credentials, credentialsSchema.parse(withoutCertificates));
    expect(screen.queryByRole('heading', { name: 'Certifications' })).toBeNull();
  });
});
