import styled from 'styled-components';
import { Icon } from '../../../../src/app/preview';
import type { IconName } from '../../../../src/app/preview';
import { choiceLabel } from '../../ui/plainWords';
import { studio } from '../../ui/theme';
import { FieldShell, Help, Select, useFieldMessages, type FieldProps } from '../FieldShell';
import { useLeafField } from '../useLeafField';

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 0.6rem;
`;

const IconPreview = styled.span`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 2.25rem;
  height: 2.25rem;
  border-radius: 6px;
  background: ${studio.selected};
  color: ${studio.brand};
`;

/** A choice among the schema's values (a drop-down), with a preview when the values are icon names. */
export function ChoiceField({ choices, isIcon, defaultValue, ...props }: FieldProps & { choices: string[]; isIcon: boolean; defaultValue?: unknown }) {
  const leaf = useLeafField<unknown>(props.name, props.value);
  const { id, describedBy, invalid } = useFieldMessages(props.name, props.help);
  const current = typeof leaf.value === 'string' ? leaf.value : '';
  const select = (
    <Select
      id={id}
      data-field={props.name}
      value={current}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      $invalid={invalid}
      onFocus={leaf.onFocus}
      onBlur={leaf.onBlur}
      onChange={(event) => leaf.onChange(event.target.value === '' ? undefined : event.target.value)}
    >
      {(!props.required || current === '') && <option value="">{defaultValue !== undefined ? `Default (${choiceLabel(String(defaultValue))})` : 'Not set'}</option>}
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {choiceLabel(choice)}
        </option>
      ))}
    </Select>
  );
  return (
    <FieldShell {...props}>
      {isIcon ? (
        <Row>
          <IconPreview>{current ? <Icon name={current as IconName} size={20} /> : null}</IconPreview>
          {select}
        </Row>
      ) : (
        select
      )}
    </FieldShell>
  );
}

export const Check = styled.label`
  display: flex;
  align-items: flex-start;
  gap: 0.6rem;
  margin: 0 0 1rem;
  font-size: 0.875rem;
  font-weight: 600;
  color: ${studio.ink};
  input {
    width: 1.15rem;
    height: 1.15rem;
    margin: 0.1rem 0 0;
    accent-color: ${studio.accent};
  }
`;

/** Yes or no: a checkbox. */
export function YesNoField({ defaultValue, ...props }: FieldProps & { defaultValue?: unknown }) {
  const leaf = useLeafField<unknown>(props.name, props.value);
  const { id, describedBy, messages } = useFieldMessages(props.name, props.help);
  const checked = typeof leaf.value === 'boolean' ? leaf.value : defaultValue === true;
  return (
    <Check htmlFor={id}>
      <input
        id={id}
        data-field={props.name}
        type="checkbox"
        checked={checked}
        aria-describedby={describedBy}
        onFocus={leaf.onFocus}
        onBlur={leaf.onBlur}
        onChange={(event) => leaf.onChange(event.target.checked)}
      />
      <span>
        {props.label}
        {props.help && <Help id={`${id}-help`}>{props.help}</Help>}
        {messages.length > 0 && <Help id={`${id}-problems`} style={{ color: studio.danger }}>{messages.join(' ')}</Help>}
      </span>
    </Check>
  );
}
