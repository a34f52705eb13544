import { useMemo, useRef, type FormEvent } from 'react';
import type { FormApi, ValidationErrors } from 'final-form';
import { useSnackbar } from 'notistack';
import { fieldNames, type EnquiryValues, type FormField } from './fields';
import { SmallButton } from './formParts';
import { isHoneypotFilled } from './Honeypot';
import type { ContactFormBlock } from './schema';
import type { SendEnquiry } from './sendEnquiry';
import { useUnsentMessage } from './useUnsentMessage';

type Api = FormApi<EnquiryValues>;
type HandleSubmit = (event: FormEvent<HTMLFormElement>) => Promise<unknown> | undefined;

function focusFirstInvalid(form: HTMLFormElement, names: readonly string[], errors: ValidationErrors) {
  const first = names.find((name) => errors?.[name]);
  const item = first ? form.elements.namedItem(first) : null;
  const target = item instanceof RadioNodeList ? item[0] : item;
  if (target instanceof HTMLElement) target.focus();
}

/**
 * What happens around a submit, as the customer asked: send, tell the visitor with a toast (the provider's own
 * text when it refuses), then reset the form to empty whatever the result. A message that failed to send is kept for Restore; a filled
 * trap field is dropped without sending; without `send` (no email settings) nothing pretends to send.
 */
export function useEnquirySending(notices: ContactFormBlock['notices'], fields: readonly FormField[], send: SendEnquiry | null) {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  const names = useMemo(() => fieldNames(fields), [fields]);
  const unsent = useUnsentMessage(names);
  const formElement = useRef<HTMLFormElement>(null);
  const formApi = useRef<Api | null>(null);
  const isBusy = useRef(false);
  const shouldReset = useRef(false);

  const restore = () => {
    const saved = unsent.take();
    const api = formApi.current;
    if (!saved || !api) return;
    api.batch(() => names.forEach((name) => api.change(name, saved[name])));
    formElement.current?.querySelector<HTMLElement>(`[name="${names[0]}"]`)?.focus();
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
      if (state.hasValidationErrors) focusFirstInvalid(element, names, state.errors);
      else if (shouldReset.current) api.restart({});
    } finally {
      isBusy.current = false;
    }
  };

  return { formElement, formApi, onSubmit, submit, restore, hasUnsent: unsent.hasUnsent };
}
