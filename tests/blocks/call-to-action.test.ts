// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import CallToAction from '../../src/blocks/call-to-action/CallToAction';
import { callToActionSchema } from '../../src/blocks/call-to-action/schema';
import { renderBlock } from './renderBlock';
import { messagesOf } from './messagesOf';

const input = {
  type: 'call-to-action',
  heading: "Let's work together!",
  text: 'Tell us about your plant and an engineer will get back to you.',
  actions: [
    { label: 'Contact us', to: '/contact' },
    { label: 'Call us', to: 'tel:+15550100', style: 'light' },
  ],
  socials: [
    { network: 'facebook', label: 'Wastely on Facebook', to: 'https://facebook.example.com/wastely' },
    { network: 'github', label: 'Wastely on GitHub' },
  ],
};

const problems = (value: unknown) => messagesOf(callToActionSchema.safeParse(value).error);

describe('call-to-action schema', () => {
  it('accepts a heading with buttons and optional text and social icons', () => {
    expect(callToActionSchema.safeParse(input).success).toBe(true);
    expect(callToActionSchema.safeParse({ type: 'call-to-action', heading: 'Talk to us', actions: [{ label: 'Contact', to: '/contact' }] }).success).toBe(true);
  });

  it('needs a heading and one to three buttons', () => {
    expect(problems({ type: 'call-to-action', actions: [] })).toEqual([
      'heading: Invalid input: expected string, received undefined',
      'actions: Too small: expected array to have >=1 items',
    ]);
    const button = { label: 'Go', to: '/' };
    expect(problems({ type: 'call-to-action', heading: 'Talk to us', actions: [button, button, button, button] })).toEqual([
      'actions: Too big: expected array to have <=3 items',
    ]);
  });

  it('takes a network spelt as simple-icons spells brands', () => {
    expect(problems({ ...input, socials: [{ network: 'My Space', label: 'Acme on MySpace' }] })).toEqual([
      'socials.0.network: must be a brand name in lower case as simple-icons spells it, e.g. `youtube`',
    ]);
  });
});

describe('call-to-action component', () => {
  it('shows the heading, text and buttons on the dark band by default', () => {
    const { container } = renderBlock(CallToAction, callToActionSchema.parse(input));
    expect(screen.getByRole('heading', { level: 2, name: "Let's work together!" })).toBeTruthy();
    expect(screen.getByText('Tell us about your plant and an engineer will get back to you.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact');
    expect(screen.getByRole('link', { name: 'Call us' }).getAttribute('href')).toBe('tel:+15550100');
    expect(container.querySelector('[data-tone="dark"]')).not.toBeNull();
  });

  it('links the social profiles that exist and says which are coming soon', () => {
    renderBlock(CallToAction, callToActionSchema.parse(input));
    const facebook = screen.getByRole('link', { name: 'Wastely on Facebook' });
    expect(facebook.getAttribute('href')).toBe('https://facebook.example.com/wastely');
    expect(screen.queryByRole('link', { name: /Wastely on GitHub/ })).toBeNull();
    const socials = facebook.closest('ul')!;
    expect(within(socials).getByText(/^Wastely on GitHub \(.+\)$/)).toBeTruthy();
  });
});
