import { useCallback } from 'react';
import { Form } from 'react-final-form';
import type { EnquiryValues } from './fields';
import { Actions, Fields, Kept, Notice, SmallButton, SubmitButton } from './formParts';
import { Honeypot } from './Honeypot';
import { InquiryChoice } from './InquiryChoice';
import type { ContactFormBlock } from './schema';
import type { SendEnquiry } from './sendEnquiry';
import { TextField } from './TextField';
import { useAdoptTypedValues } from './useAdoptTypedValues';
import { useEnquirySending } from './useEnquirySending';
import { validateEnquiry } from './validation';

type FormWords = Pick<ContactFormBlock, 'labels' | 'hints' | 'inquiryOptions' | 'submit' | 'sending' | 'messages' | 'notices'>;

/**
 * The enquiry form: field names as the customer's email template expects them (see ./fields.ts), validated
 * as the visitor types, errors shown once a field was touched. `send` is null when this build has no email settings.
 */
export function EnquiryForm({ words, send }: { words: FormWords; send: SendEnquiry | null }) {
  const { labels, hints, notices } = words;
  const sending = useEnquirySending(notices, send);
  useAdoptTypedValues(sending.formElement, sending.formApi);
  const validate = useCallback((values: EnquiryValues) => validateEnquiry(values, words.messages), [words.messages]);

  return (
    <Form<EnquiryValues>
      onSubmit={sending.onSubmit}
      validate={validate}
      subscription={{ submitting: true }}
      render={({ handleSubmit, form, submitting }) => {
        sending.formApi.current = form;
        return (
          // POST: submitted before its script runs (or without scripts), the message never travels in the page's address.
          <form ref={sending.formElement} method="post" noValidate onSubmit={(event) => void sending.submit(event, handleSubmit, form)} aria-busy={submitting || undefined}>
            {!send && <Notice>{notices.notConfigured}</Notice>}
            <Fields>
              <TextField name="firstName" label={labels.firstName} autoComplete="given-name" />
              <TextField name="lastName" label={labels.lastName} autoComplete="family-name" />
              <TextField name="phoneNumber" label={labels.phoneNumber} type="tel" autoComplete="tel" hint={hints?.phoneNumber} />
              <TextField name="validateEmail" label={labels.validateEmail} type="email" autoComplete="email" />
              <TextField name="Organisation" label={labels.Organisation} autoComplete="organization" className="wide" />
              <div className="wide">
                <InquiryChoice legend={labels.inquiry} labels={words.inquiryOptions} />
              </div>
              <TextField name="message" label={labels.message} note={labels.optional} hint={hints?.message} autoComplete="off" isMultiline className="wide" />
            </Fields>
            <Honeypot label={labels.honeypot} />
            <Actions>
              <SubmitButton type="submit" disabled={submitting}>{submitting ? words.sending : words.submit}</SubmitButton>
              {/* Known only after hydration (this tab's storage), so the notice is always in the page, its space kept while it
                  is hidden: nothing moves, nothing the visitor taps or types in, when it appears. */}
              <Kept $isShown={sending.hasUnsent}>
                <p>{notices.unsent}</p>
                <SmallButton type="button" onClick={sending.restore}>{notices.restore}</SmallButton>
              </Kept>
            </Actions>
          </form>
        );
      }}
    />
  );
}
