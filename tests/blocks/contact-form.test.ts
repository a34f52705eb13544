import { describe, expect, it } from 'vitest';
import { contactFormSchema } from '../../src/blocks/contact-form/schema';
import { emailConfigFrom } from '../../src/blocks/contact-form/emailConfig';
import { isFarEnough, opacityAt } from '../../src/blocks/contact-form/dragToDismiss';

describe('contact-form schema', () => {
  it('names a missing message and an unknown key', () => {
    const result = contactFormSchema.safeParse({ type: 'contact-form', heading: 'Write to us', labels: {}, colour: 'red' });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['labels.optional', 'fields', 'notices', 'submit']));
    expect(paths).not.toContain('messages'); // the site's messages serve when a form has none
    expect(result.error!.issues.find((issue) => issue.code === 'unrecognized_keys')).toMatchObject({ keys: ['colour'] });
  });
});

describe('email settings', () => {
  const env = { VITE_EMAILJS_PUBLIC_KEY: 'pk', VITE_EMAILJS_SERVICE_ID: 'service_1', VITE_EMAILJS_TEMPLATE_ID: 'template_1' };

  it('is not configured unless public key, service id and template id are all set', () => {
    expect(emailConfigFrom({})).toBeNull();
    expect(emailConfigFrom({ ...env, VITE_EMAILJS_TEMPLATE_ID: ' ' })).toBeNull();
    expect(emailConfigFrom(env)).toEqual({ publicKey: 'pk', serviceId: 'service_1', templateId: 'template_1' });
  });

  it('uses an absolute origin as it is and resolves "/" to the page\'s own server', () => {
    expect(emailConfigFrom({ ...env, VITE_EMAILJS_ORIGIN: 'https://mail.example.com/' })?.origin).toBe('https://mail.example.com');
    expect(emailConfigFrom({ ...env, VITE_EMAILJS_ORIGIN: '/' }, 'http://localhost:4173')?.origin).toBe('http://localhost:4173');
  });
});

describe('drag to dismiss a toast', () => {
  it('dismisses once dragged 80% of the toast\'s width, either way', () => {
    expect(isFarEnough(319, 400)).toBe(false);
    expect(isFarEnough(320, 400)).toBe(true);
    expect(isFarEnough(-320, 400)).toBe(true);
    expect(isFarEnough(10, 0)).toBe(false);
  });

  it('fades as it nears the threshold', () => {
    expect(opacityAt(0, 400)).toBe(1);
    expect(opacityAt(160, 400)).toBeCloseTo(0.625);
    expect(opacityAt(400, 400)).toBe(0.25);
  });
});
