import { FieldShell, Input, TextArea, useFieldMessages, type FieldProps } from '../FieldShell';
import { textFieldValue } from '../fieldEdits';
import { useLeafField } from '../useLeafField';

type TextKind = 'short-text' | 'long-text' | 'link' | 'number';

/** Short text, long text, link (with the site's page paths offered) and number fields. */
export function TextField({ kind, ...props }: FieldProps & { kind: TextKind }) {
  const { name, required, help } = props;
  const leaf = useLeafField<unknown>(name, props.value);
  const { id, describedBy, invalid } = useFieldMessages(name, help);
  const shown = leaf.value === undefined || leaf.value === null ? '' : String(leaf.value);
  const change = (text: string) => leaf.onChange(textFieldValue(kind, Boolean(required), text));
  const common = {
    id,
    'data-field': name,
    value: shown,
    required,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
    $invalid: invalid,
    onFocus: leaf.onFocus,
    onBlur: leaf.onBlur,
  };
  return (
    <FieldShell {...props}>
      {kind === 'long-text' ? (
        <TextArea {...common} rows={Math.min(8, Math.max(3, Math.ceil(shown.length / 48)))} onChange={(event) => change(event.target.value)} />
      ) : (
        <Input
          {...common}
          type="text"
          inputMode={kind === 'number' ? 'numeric' : undefined}
          list={kind === 'link' ? 'studio-page-paths' : name === 'src' || name.endsWith('.src') ? 'studio-media' : undefined}
          autoComplete="off"
          spellCheck={kind !== 'link'}
          onChange={(event) => change(event.target.value)}
        />
      )}
    </FieldShell>
  );
}
