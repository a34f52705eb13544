import { useCallback, useEffect, useState } from 'react';
import type { EnquiryValues } from './fields';
import { clearUnsent, loadUnsent, saveUnsent } from './unsentStore';

/** The enquiry that failed to send, kept in this tab until it is restored or a message is sent. */
export function useUnsentMessage(names: readonly string[]) {
  const [hasUnsent, setHasUnsent] = useState(false);
  // Read after hydration: the prerendered HTML never knows about this tab's storage.
  useEffect(() => setHasUnsent(loadUnsent(names) !== null), [names]);

  const keep = useCallback((values: EnquiryValues) => {
    saveUnsent(values);
    setHasUnsent(true);
  }, []);
  const take = useCallback((): EnquiryValues | null => {
    const values = loadUnsent(names);
    clearUnsent();
    setHasUnsent(false);
    return values;
  }, [names]);
  const forget = useCallback(() => {
    clearUnsent();
    setHasUnsent(false);
  }, []);

  return { hasUnsent, keep, take, forget };
}
