import { useEffect, useRef } from 'react';
import { useField } from 'react-final-form';
import { useFormScope } from './FormContext';

/**
 * A react-final-form field that shows the draft's value, except while it has focus: then it keeps what the editor is
 * typing, and outside updates (the preview, a reload) wait until it loses focus. Undo and redo do replace it.
 */
export function useLeafField<T>(name: string, value: T) {
  const scope = useFormScope();
  const { input, meta } = useField<T>(name, { subscription: { value: true, active: true }, allowNull: true });
  const reset = useRef(scope.resetRevision);

  useEffect(() => {
    if (reset.current === scope.resetRevision) return;
    reset.current = scope.resetRevision;
    if (meta.active) input.onChange(value);
  }, [scope.resetRevision, meta.active, input, value]);

  return {
    value: (meta.active ? input.value : value) as T,
    onFocus: () => {
      input.onChange(value);
      input.onFocus();
    },
    onBlur: () => input.onBlur(),
    onChange: (next: T | undefined) => {
      input.onChange(next as T);
      scope.commit(name, next);
    },
  };
}
