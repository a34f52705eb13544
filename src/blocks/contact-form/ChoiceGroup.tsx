import { useId } from 'react';
import { useField } from 'react-final-form';
import styled from 'styled-components';
import type { FormField } from './fields';
import { fieldText } from './fieldStyles';

const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const Legend = styled.legend`${fieldText.label} padding: 0;`;

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  /* On a phone the choices stack; 44 px tall each, they need little air between them. */
  ${({ theme }) => theme.media.phone} { gap: ${({ theme }) => theme.space.xs}; }
`;

const OptionLabel = styled.label<{ $isInvalid: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  padding: 0.5rem 1rem 0.5rem 0.75rem;
  border: 1px solid ${({ $isInvalid, theme }) => ($isInvalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  transition: border-color ${({ theme }) => theme.motion.fast}, background ${({ theme }) => theme.motion.fast};
  &:hover { border-color: ${({ theme }) => theme.colors.link}; }
  &:has(input:checked) { border-color: ${({ theme }) => theme.colors.link}; background: ${({ theme }) => theme.colors.band}; }
  input { width: 1.1rem; height: 1.1rem; margin: 0; accent-color: ${({ theme }) => theme.colors.link}; }
`;

const Error = styled.p`${fieldText.error}`;
const Hint = styled.p`${fieldText.hint}`;
const Note = styled.span`font-weight: 400; color: ${({ theme }) => theme.colors.textMuted};`;

type Option = NonNullable<FormField['options']>[number];

function Choice({ name, value, label, errorId }: { name: string; value: string; label: string; errorId: string | undefined }) {
  const { input } = useField<string>(name, { type: 'radio', value });
  return (
    <OptionLabel $isInvalid={Boolean(errorId)}>
      <input {...input} aria-invalid={errorId ? true : undefined} aria-describedby={errorId} />
      {label}
    </OptionLabel>
  );
}

/** A choice: radio buttons in a fieldset; its error shows under them once touched. */
export function ChoiceGroup({ name, legend, options, isRequired, note, hint }: { name: string; legend: string; options: readonly Option[]; isRequired: boolean; note?: string | undefined; hint?: string | undefined }) {
  const { meta } = useField<string>(name, { subscription: { touched: true, error: true } });
  const id = useId();
  const error = meta.touched && meta.error ? String(meta.error) : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <Group role="radiogroup" aria-required={isRequired || undefined}>
      <Legend>
        {legend}
        {note && <Note> ({note})</Note>}
      </Legend>
      <Options>
        {options.map((option) => <Choice key={option.value} name={name} value={option.value} label={option.label} errorId={errorId} />)}
      </Options>
      {hint && <Hint>{hint}</Hint>}
      {error && <Error id={errorId}>{error}</Error>}
    </Group>
  );
}
