// The enquiry's rules, as a pure function: the limits the customer set for each field (names 2 to 20 characters,
// organisation 2 to 50, an optional message up to 200, a phone number of 7 to 15 digits, a subject chosen). The
// messages come from the block's YAML.
import { inquiryKinds, type EnquiryField, type EnquiryValues } from './fields';
import type { ContactFormBlock } from './schema';

export type ValidationMessages = ContactFormBlock['messages'];

type EnquiryErrors = Partial<Record<EnquiryField, string>>;

const limits = {
  firstName: { min: 2, max: 20 },
  lastName: { min: 2, max: 20 },
  Organisation: { min: 2, max: 50 },
  message: { min: 2, max: 200 },
} as const;

/** Characters as people count them (an emoji is one), ignoring surrounding spaces. */
const lengthOf = (value: string) => Array.from(value.trim()).length;

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
/** An optional leading +, then digits, spaces, dashes and parentheses. */
const PHONE_CHARACTERS = /^\+?[0-9\s()-]+$/;

function lengthError(value: string | undefined, { min, max }: { min: number; max: number }, messages: ValidationMessages, isOptional = false) {
  const length = lengthOf(value ?? '');
  if (length === 0) return isOptional ? undefined : messages.required;
  if (length < min) return messages.tooShort;
  if (length > max) return messages.tooLong;
  return undefined;
}

function isValidPhone(value: string | undefined): boolean {
  const phone = (value ?? '').trim();
  if (!PHONE_CHARACTERS.test(phone)) return false;
  const digits = phone.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}

function isValidEmail(value: string | undefined): boolean {
  return EMAIL.test((value ?? '').trim());
}

/** Every field's first broken rule, by field name; an empty object when the enquiry can be sent. */
export function validateEnquiry(values: EnquiryValues, messages: ValidationMessages): EnquiryErrors {
  const errors: EnquiryErrors = {
    firstName: lengthError(values.firstName, limits.firstName, messages),
    lastName: lengthError(values.lastName, limits.lastName, messages),
    phoneNumber: isValidPhone(values.phoneNumber) ? undefined : messages.phone,
    validateEmail: lengthOf(values.validateEmail ?? '') === 0 ? messages.required : isValidEmail(values.validateEmail) ? undefined : messages.email,
    Organisation: lengthError(values.Organisation, limits.Organisation, messages),
    message: lengthError(values.message, limits.message, messages, true),
    inquiry: (inquiryKinds as readonly string[]).includes(values.inquiry ?? '') ? undefined : messages.inquiry,
  };
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined)) as EnquiryErrors;
}
