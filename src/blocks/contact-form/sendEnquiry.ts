// Sends the form element with the real email SDK and turns every outcome into one shape.
import { init, sendForm } from '@emailjs/browser';
import type { EmailConfig } from './emailConfig';

export type SendOutcome = { ok: true } | { ok: false; reason: string | null };

/** A function that sends the enquiry form; the form component receives one (tests pass their own). */
export type SendEnquiry = (form: HTMLFormElement) => Promise<SendOutcome>;

const reasonOf = (error: unknown): string | null => {
  if (typeof error === 'string') return error;
  if (error && typeof error === 'object' && 'text' in error && typeof error.text === 'string' && error.text) return error.text;
  return null; // fetch's own TypeError: the service could not be reached
};

export function emailSender(config: EmailConfig): SendEnquiry {
  let isReady = false;
  return async (form) => {
    if (!isReady) {
      // blockHeadless stays off: it refuses every browser driven by a test tool (navigator.webdriver).
      init({ publicKey: config.publicKey, blockHeadless: false, ...(config.origin ? { origin: config.origin } : {}) });
      isReady = true;
    }
    try {
      const response = await sendForm(config.serviceId, config.templateId, form);
      if (response.status === 200 || response.text === 'OK') return { ok: true };
      console.error('The enquiry could not be sent:', response.status, response.text);
      return { ok: false, reason: response.text || null };
    } catch (error) {
      console.error('The enquiry could not be sent:', error);
      return { ok: false, reason: reasonOf(error) };
    }
  };
}
