import { useRef, type FormEvent } from 'react';
import type { FormApi, ValidationErrors } from 'final-form';
import { useSnackbar } from 'notistack';
import { enquiryFields, type EnquiryValues } from './fields';
import { SmallButton } from './formParts';
import { isHoneypotFilled } from './Honeypot';
import type { ContactFormBlock } from './schema';
import type { SendEnquiry } from './sendEnquiry';
import { useUnsentMessage } from './useUnsentMessage';

type Api = FormApi<EnquiryValues>;
type HandleSubmit = (event: FormEvent<HTMLFormElement>) => Promise<unknown> | undefined;

function focusFirstInvalid(form: HTMLFormElement, errors: ValidationErrors) {
  const first = enquiryFields.find((field) => errors?.[field]);
  const item = first ? form.elements.namedItem(first) : null;
  const target = item instanceof RadioNodeList ? item[0] : item;
  if (target instanceof HTMLElement) target.focus();
}

/**
 * What happens around a submit, as the customer asked: send, tell the visitor with a toast (the provider's own
 * text when it refuses), then reset the form to empty whatever the result. A message that failed to send is kept for Restore; a filled
 * trap field is dropped without sending; without `send` (no email settings) nothing pretends to send.
 */
export function useEnquirySending(notices: ContactFormBlock['notices'], send: SendEnquiry | null) {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  const unsent = useUnsentMessage();
  const formElement = useRef<HTMLFormElement>(null);
  const formApi = useRef<Api | null>(null);
  const isBusy = useRef(false);
  const shouldReset = useRef(false);

  const restore = () => {
    const saved = unsent.take();
    const api = formApi.current;
    if (!saved || !api) return;
    api.batch(() => enquiryFields.forEach((field) => api.change(field, saved[field])));
    formElement.current?.querySelector<HTMLElement>('input[name="firstName"]')?.focus();
  };

  const onSubmit = async (values: EnquiryValues) => {
    const element = formElement.current;
    if (!element) return;
    shouldReset.current = true;
    if (isHoneypotFilled(element)) return; // a robot: dropped without a word, nothing is sent
    if (!send) {
      shouldReset.current = false;
      enqueueSnackbar(notices.notConfigured, { variant: 'error' });
      return;
    }
    const result = await send(element);
    if (result.ok) {
      unsent.forget();
      enqueueSnackbar(notices.success, { variant: 'success' });
      return;
    }
    unsent.keep(values);
    enqueueSnackbar(
      <>
        <p>{notices.failure} {result.reason ?? notices.network}</p>
        <p>{notices.kept}</p>
      </>,
      { variant: 'error', action: (key) => <SmallButton type="button" onClick={() => { restore(); closeSnackbar(key); }}>{notices.restoreShort}</SmallButton> },
    );
  };

  /** The form's submit handler: one submit at a time, focus on the first invalid field, reset after sending. */
  const submit = async (event: FormEvent<HTMLFormElement>, handleSubmit: HandleSubmit, api: Api) => {
    const element = event.currentTarget;
    event.preventDefault();
    if (isBusy.current) return;
    isBusy.current = true;
    shouldReset.current = false;
    try {
      await handleSubmit(event);
      const state = api.getState();
      if (state.hasValidationErrors) focusFirstInvalid(element, state.errors);
      else if (shouldReset.current) api.restart({});
    } finally {
      isBusy.current = false;
    }
  };

  return { formElement, formApi, onSubmit, submit, restore, hasUnsent: unsent.hasUnsent };
}
