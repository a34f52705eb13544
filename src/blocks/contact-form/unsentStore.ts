// Keeps an unsent enquiry in sessionStorage: it survives a reload in the same tab until restored or sent.
import type { EnquiryValues } from './fields';

const KEY = 'site:unsent-enquiry';

export function saveUnsent(values: EnquiryValues): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(values));
  } catch {
    // Storage full or disabled: nothing more can be done; the form still shows what happened.
  }
}

/** The kept values of the fields named `names` (a form's declared fields), or null when none is kept. */
export function loadUnsent(names: readonly string[]): EnquiryValues | null {
  try {
    const stored = window.sessionStorage.getItem(KEY);
    if (!stored) return null;
    const parsed: unknown = JSON.parse(stored);
    if (!parsed || typeof parsed !== 'object') return null;
    const values: EnquiryValues = {};
    for (const name of names) {
      const value = (parsed as Record<string, unknown>)[name];
      if (typeof value === 'string') values[name] = value;
    }
    return values;
  } catch {
    return null;
  }
}

export function clearUnsent(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
