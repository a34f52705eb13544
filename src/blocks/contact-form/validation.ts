// The enquiry's rules, as a pure function of the form's declared fields: required, lengths (minLength/maxLength), a
// phone number of 7 to 15 digits for `tel`, an email address for `email`, one of the options for `choice`, and a
// field's own pattern. The messages come from the YAML (the site's, overridden by the form's).
import type { FormMessages } from '../../shared/formMessages';
import type { EnquiryValues, FormField } from './fields';

export type ValidationMessages = FormMessages;

type EnquiryErrors = Record<string, string>;

/** Characters as people count them (an emoji is one), ignoring surrounding spaces. */
const lengthOf = (value: string) => Array.from(value.trim()).length;

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
/** An optional leading +, then digits, spaces, dashes and parentheses. */
const PHONE_CHARACTERS = /^\+?[0-9\s()-]+$/;

function isValidPhone(value: string): boolean {
  if (!PHONE_CHARACTERS.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}

/** A declared pattern matches the whole value (the content validator checked it compiles and is safe). */
function matches(pattern: string, value: string): boolean {
  try {
    return new RegExp(`^(?:${pattern})$`, 'u').test(value);
  } catch {
    return true;
  }
}

/** The first rule `value` breaks, or undefined. */
export function fieldError(field: FormField, raw: string | undefined, messages: ValidationMessages): string | undefined {
  const value = (raw ?? '').trim();
  const length = lengthOf(value);
  if (field.type === 'choice') {
    if (length === 0 && !field.required) return undefined;
    return field.options?.some((option) => option.value === value) ? undefined : messages.choice;
  }
  // A phone field's one message covers an empty required one too (the customer's wording).
  if (field.type === 'tel') {
    if (length === 0) return field.required ? messages.phone : undefined;
    if (!isValidPhone(value)) return messages.phone;
  }
  if (length === 0) return field.required ? messages.required : undefined;
  if (field.type === 'email' && !EMAIL.test(value)) return messages.email;
  if (field.minLength !== undefined && length < field.minLength) return messages.tooShort;
  if (field.maxLength !== undefined && length > field.maxLength) return messages.tooLong;
  if (field.pattern !== undefined && !matches(field.pattern, value)) return field.patternMessage ?? messages.pattern;
  return undefined;
}

/** Every field's first broken rule, by field name; an empty object when the enquiry can be sent. */
export function validateEnquiry(values: EnquiryValues, fields: readonly FormField[], messages: ValidationMessages): EnquiryErrors {
  const errors: EnquiryErrors = {};
  for (const field of fields) {
    const error = fieldError(field, values[field.name], messages);
    if (error !== undefined) errors[field.name] = error;
  }
  return errors;
}
