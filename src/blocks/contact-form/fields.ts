// The enquiry's field names, exactly as the customer's email template names them (odd spellings such as
// `validateEmail` and `Organisation` included): the template and the local
// endpoint read these names from the multipart body, so they are also the inputs' `name`s.
// Plain constants (no React, no zod) so the server can share them.

export const enquiryFields = ['firstName', 'lastName', 'phoneNumber', 'validateEmail', 'Organisation', 'message', 'inquiry'] as const;
export type EnquiryField = (typeof enquiryFields)[number];

/** Fields a sendable enquiry must carry (the message is optional). */
export const requiredEnquiryFields: readonly EnquiryField[] = enquiryFields.filter((field) => field !== 'message');

export const inquiryKinds = ['GeneralInquiry', 'TechnicalSupport', 'WebsiteFeedback'] as const;
export type InquiryKind = (typeof inquiryKinds)[number];

/** The hidden trap field: people never see it, so a value means a bot filled the form. */
export const honeypotField = 'website';

export type EnquiryValues = Partial<Record<EnquiryField, string>>;
