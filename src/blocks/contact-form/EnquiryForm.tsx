import { useCallback } from 'react';
import { Form } from 'react-final-form';
import { ChoiceGroup } from './ChoiceGroup';
import type { EnquiryValues, FormField } from './fields';
import { Actions, Fields, Kept, Notice, SmallButton, SubmitButton } from './formParts';
import { Honeypot } from './Honeypot';
import type { ContactFormBlock } from './schema';
import type { SendEnquiry } from './sendEnquiry';
import { TextField } from './TextField';
import { useAdoptTypedValues } from './useAdoptTypedValues';
import { useEnquirySending } from './useEnquirySending';
import { validateEnquiry, type ValidationMessages } from './validation';

type FormWords = Pick<ContactFormBlock, 'fields' | 'labels' | 'submit' | 'sending' | 'notices'>;

/** What browsers may fill in when the field does not say. */
const autoCompleteByType = { text: 'off', email: 'email', tel: 'tel', textarea: 'off', choice: 'off' } as const;

function FieldView({ field, optionalNote }: { field: FormField; optionalNote: string }) {
  const isWide = (field.width ?? (field.type === 'textarea' || field.type === 'choice' ? 'full' : 'half')) === 'full';
  const className = isWide ? 'wide' : undefined;
  if (field.type === 'choice') {
    return (
      <div className={className}>
        <ChoiceGroup name={field.name} legend={field.label} options={field.options ?? []} isRequired={field.required} note={field.required ? undefined : optionalNote} hint={field.hint} />
      </div>
    );
  }
  return (
    <TextField
      name={field.name}
      label={field.label}
      note={field.required ? undefined : optionalNote}
      hint={field.hint}
      type={field.type === 'textarea' ? 'text' : field.type}
      autoComplete={field.autocomplete ?? autoCompleteByType[field.type]}
      isMultiline={field.type === 'textarea'}
      {...(className ? { className } : {})}
    />
  );
}

/**
 * The enquiry form: one input per declared field, named as the customer's email template expects (see ./fields.ts),
 * validated as the visitor types, errors shown once a field was touched. `send` is null when this build has no email
 * settings; `messages` are the site's error messages with the form's own in their place.
 */
export function EnquiryForm({ words, messages, send }: { words: FormWords; messages: ValidationMessages; send: SendEnquiry | null }) {
  const { labels, notices, fields } = words;
  const sending = useEnquirySending(notices, fields, send);
  useAdoptTypedValues(sending.formElement, sending.formApi);
  const validate = useCallback((values: EnquiryValues) => validateEnquiry(values, fields, messages), [fields, messages]);

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
              {fields.map((field) => <FieldView key={field.name} field={field} optionalNote={labels.optional} />)}
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
