import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Help, Input, LabelRow, TextArea } from '../form/FieldShell';
import { studio } from '../ui/theme';

const Wrapper = styled.div`
  display: grid;
  gap: 0.3rem;
  margin: 0 0 1rem;
`;

const Top = styled(LabelRow)`
  label { font-weight: 600; color: ${studio.ink}; }
`;

const Count = styled.span<{ $state: 'ok' | 'short' | 'long' }>`
  flex: none;
  font-size: 0.78rem;
  font-variant-numeric: tabular-nums;
  font-weight: ${({ $state }) => ($state === 'ok' ? 400 : 600)};
  color: ${({ $state }) => ($state === 'ok' ? studio.muted : studio.danger)};
`;

const Problems = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 0.8rem;
  font-weight: 500;
  color: ${studio.danger};
`;

export type Limits = { min?: number; max?: number };

/** "87 of 50–160 characters", and whether the text is within its limits. */
export function countState(text: string, limits: Limits | undefined): { state: 'ok' | 'short' | 'long'; words: string } | undefined {
  if (!limits) return undefined;
  const length = text.trim().length;
  if (limits.min === undefined && limits.max === undefined) return { state: 'ok', words: `${length} ${length === 1 ? 'character' : 'characters'}` };
  const range = limits.min !== undefined && limits.max !== undefined ? `${limits.min}–${limits.max}` : `up to ${limits.max}`;
  const state = limits.min !== undefined && length < limits.min ? 'short' : limits.max !== undefined && length > limits.max ? 'long' : 'ok';
  const advice = state === 'short' ? `, ${limits.min! - length} more needed` : state === 'long' ? `, ${length - limits.max!} too many` : '';
  return { state, words: `${length} of ${range} characters${advice}` };
}

type Props = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onFocus?: () => void;
  onBlur?: () => void;
  help?: ReactNode;
  limits?: Limits;
  problems?: readonly string[];
  multiline?: boolean;
  id?: string;
  spellCheck?: boolean;
  placeholder?: string;
  autoFocus?: boolean;
};

/** A labelled text field with a live character count (announced politely) and its problems under it. */
export function TextEntry({ label, value, onChange, onFocus, onBlur, help, limits, problems = [], multiline, id: given, spellCheck = true, placeholder, autoFocus }: Props) {
  const generated = useId();
  const id = given ?? `entry${generated.replace(/:/g, '')}`;
  const count = countState(value, limits);
  const describedBy = [help ? `${id}-help` : '', count ? `${id}-count` : '', problems.length ? `${id}-problems` : ''].filter(Boolean).join(' ') || undefined;
  const invalid = problems.length > 0 || (count !== undefined && count.state !== 'ok' && value.length > 0);
  const common = {
    id,
    value,
    'aria-describedby': describedBy,
    'aria-invalid': invalid || undefined,
    $invalid: invalid,
    spellCheck,
    placeholder,
    onFocus,
    onBlur,
    ...(autoFocus ? { 'data-autofocus': true } : {}),
  };
  return (
    <Wrapper>
      <Top>
        <label htmlFor={id}>{label}</label>
        {count && (
          <Count id={`${id}-count`} $state={count.state}>
            {count.words}
          </Count>
        )}
      </Top>
      {multiline ? (
        <TextArea {...common} rows={3} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <Input {...common} type="text" autoComplete="off" onChange={(event) => onChange(event.target.value)} />
      )}
      {help && <Help id={`${id}-help`}>{help}</Help>}
      {problems.length > 0 && (
        <Problems id={`${id}-problems`}>
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </Problems>
      )}
    </Wrapper>
  );
}
