// The first site's contact form: the customer's rules and messages, as its pages.yaml and nav.yaml declare them.
import { describe, expect, it } from 'vitest';
import { validateEnquiry, type ValidationMessages } from '../../../src/blocks/contact-form/validation';
import { loadSite } from '../../../src/content/loadSite';

const messages: ValidationMessages = {
  required: 'Required',
  tooShort: 'too short!',
  tooLong: 'too long!',
  phone: 'Please enter a valid phone number',
  email: 'invalid email',
  choice: 'A radio option is required',
  pattern: 'does not have the expected form',
};

// The rules are those Wastely's form declares in pages.yaml (its `fields:`), with the spec's messages (nav.yaml).
const site = loadSite(process.cwd()).content!;
const contact = site.pages.pages.find((page) => page.path === '/contact')!;
const form = contact.blocks.find((block) => block.type === 'contact-form')!;
if (form.type !== 'contact-form') throw new Error('the contact page has no contact form');
const { fields } = form;

const valid = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  phoneNumber: '+44 20 7946 0958',
  validateEmail: 'ada@example.com',
  Organisation: 'Analytical Engines',
  inquiry: 'GeneralInquiry',
};

const errorFor = (field: string, value: string | undefined) => validateEnquiry({ ...valid, [field]: value }, fields, messages)[field];
const chars = (count: number) => 'a'.repeat(count);

describe('enquiry validation (the customer\'s rules and messages)', () => {
  it('accepts a complete enquiry, with or without a message', () => {
    expect(validateEnquiry(valid, fields, messages)).toEqual({});
    expect(validateEnquiry({ ...valid, message: '' }, fields, messages)).toEqual({});
    expect(validateEnquiry({ ...valid, message: undefined }, fields, messages)).toEqual({});
  });

  it.each(['firstName', 'lastName'])('%s: required, then 2 to 20 characters (1/2/20/21)', (field) => {
    expect(errorFor(field, undefined)).toBe('Required');
    expect(errorFor(field, '   ')).toBe('Required');
    expect(errorFor(field, chars(1))).toBe('too short!');
    expect(errorFor(field, chars(2))).toBeUndefined();
    expect(errorFor(field, chars(20))).toBeUndefined();
    expect(errorFor(field, chars(21))).toBe('too long!');
  });

  it('Organisation: required, then 2 to 50 characters (1/2/50/51)', () => {
    expect(errorFor('Organisation', '')).toBe('Required');
    expect(errorFor('Organisation', chars(1))).toBe('too short!');
    expect(errorFor('Organisation', chars(2))).toBeUndefined();
    expect(errorFor('Organisation', chars(50))).toBeUndefined();
    expect(errorFor('Organisation', chars(51))).toBe('too long!');
  });

  it('message: optional, and when given 2 to 200 characters (1/2/200/201)', () => {
    expect(errorFor('message', undefined)).toBeUndefined();
    expect(errorFor('message', '')).toBeUndefined();
    expect(errorFor('message', chars(1))).toBe('too short!');
    expect(errorFor('message', chars(2))).toBeUndefined();
    expect(errorFor('message', chars(200))).toBeUndefined();
    expect(errorFor('message', chars(201))).toBe('too long!');
  });

  it('phoneNumber: required, a phone number (optional +, 7 to 15 digits, spaces, dashes, brackets)', () => {
    for (const phone of [undefined, '', 'abc', '12345ab', '555-CALL-NOW', '1+2345678', '123456', '1234567890123456', '++44 20 7946 0958', '12.34.56.78'])
      expect(errorFor('phoneNumber', phone), String(phone)).toBe('Please enter a valid phone number');
    for (const phone of ['1234567', '123456789012345', '+44 (20) 7946-0958', '(555) 010-0100', '+1 555 0100'])
      expect(errorFor('phoneNumber', phone), phone).toBeUndefined();
  });

  it('validateEmail: required, then an email address', () => {
    expect(errorFor('validateEmail', '')).toBe('Required');
    for (const email of ['ada', 'ada@', 'ada@example', '@example.com', 'ada@@example.com', 'ada @example.com'])
      expect(errorFor('validateEmail', email), email).toBe('invalid email');
    expect(errorFor('validateEmail', 'ada.lovelace+plant@mail.example.co.uk')).toBeUndefined();
  });

  it('inquiry: one of the three choices is required', () => {
    expect(errorFor('inquiry', undefined)).toBe('A radio option is required');
    expect(errorFor('inquiry', 'Sales')).toBe('A radio option is required');
    for (const kind of ['GeneralInquiry', 'TechnicalSupport', 'WebsiteFeedback']) expect(errorFor('inquiry', kind)).toBeUndefined();
  });

  it('reports every broken rule of an empty form at once', () => {
    expect(validateEnquiry({}, fields, messages)).toEqual({
      firstName: 'Required',
      lastName: 'Required',
      phoneNumber: 'Please enter a valid phone number',
      validateEmail: 'Required',
      Organisation: 'Required',
      inquiry: 'A radio option is required',
    });
  });
});

describe('the real pages.yaml', () => {
  it('carries the spec\'s exact messages, field names, labels and button text', () => {
    expect({ ...site.nav.site.labels.formMessages, ...form.messages }).toEqual(messages);
    expect(fields.map((field) => field.name)).toEqual(['firstName', 'lastName', 'phoneNumber', 'validateEmail', 'Organisation', 'inquiry', 'message']);
    expect(fields.filter((field) => !field.required).map((field) => field.name)).toEqual(['message']);
    expect(form.notices.success).toBe('Your form is submitted !');
    expect(form.submit).toBe('Send Message');
    expect(fields.find((field) => field.name === 'inquiry')!.options).toEqual([
      { value: 'GeneralInquiry', label: 'General Inquiry' },
      { value: 'TechnicalSupport', label: 'Technical Support' },
      { value: 'WebsiteFeedback', label: 'Website Feedback' },
    ]);
    expect(form.notices.restore).toBe('Restore your unsent message');
  });

  it('builds the contact page from hero, form, headquarters and map blocks', () => {
    expect(contact.blocks.map((block) => block.type)).toEqual(['hero', 'contact-form', 'contact-info', 'map']);
    expect(contact.blocks[0]?.type === 'hero' && contact.blocks[0].size).toBe('large');
  });
});
