// The enquiry's values travel under the names the form's `fields:` declare (the customer's email template and the
// local endpoint read them from the multipart body, so they are also the inputs' `name`s). Plain helpers (no React)
// so the server can share them.
import type { FormField } from './fieldSchema';

export type { FormField } from './fieldSchema';

/** The hidden trap field: people never see it, so a value means a bot filled the form. */
export const honeypotField = 'website';

/** Names a field may not take: the trap field's and those the email service's own parameters use. */
export const reservedFieldNames = [honeypotField, 'service_id', 'template_id', 'user_id', 'lib_version', 'accessToken'] as const;

export type EnquiryValues = Record<string, string | undefined>;

/** Names of the fields, in order. */
export const fieldNames = (fields: readonly FormField[]): string[] => fields.map((field) => field.name);

/** Names of the fields a sendable enquiry must carry. */
export const requiredFieldNames = (fields: readonly FormField[]): string[] => fields.filter((field) => field.required).map((field) => field.name);
