import { useEffect, type RefObject } from 'react';
import type { FormApi } from 'final-form';
import type { EnquiryValues } from './fields';

/**
 * The form is prerendered HTML and may be typed into before its script arrives. React keeps what was typed in the
 * inputs when it hydrates, but the form's state starts empty: copy every non-empty field into it once, so validation,
 * the draft kept on this device and sending all see what the visitor sees.
 */
export function useAdoptTypedValues(formElement: RefObject<HTMLFormElement | null>, formApi: RefObject<FormApi<EnquiryValues> | null>) {
  useEffect(() => {
    const element = formElement.current;
    const form = formApi.current;
    if (!element || !form) return;
    const registered = new Set(form.getRegisteredFields());
    const typed = [...new FormData(element)].filter(([name, value]) => registered.has(name) && typeof value === 'string' && value !== '');
    if (!typed.length) return;
    form.batch(() => {
      for (const [name, value] of typed) form.change(name as keyof EnquiryValues, value as never);
    });
  }, [formElement, formApi]);
}
