import { useId, type HTMLInputTypeAttribute } from 'react';
import { useField } from 'react-final-form';
import styled from 'styled-components';
import { control, fieldText } from './fieldStyles';

const Label = styled.label`${fieldText.label}`;
const Note = styled.span`font-weight: 400; color: ${({ theme }) => theme.colors.textMuted};`;
const Input = styled.input<{ $isInvalid: boolean }>`${control}`;
const TextArea = styled.textarea<{ $isInvalid: boolean }>`${control} min-height: 9rem; resize: vertical; ${({ theme }) => theme.media.phone} { min-height: 5rem; }`;
const Hint = styled.p`${fieldText.hint}`;
const Error = styled.p`${fieldText.error}`;

type TextFieldProps = {
  name: string;
  label: string;
  /** Shown after the label in brackets, e.g. "optional". */
  note?: string | undefined;
  hint?: string | undefined;
  type?: HTMLInputTypeAttribute;
  autoComplete: string;
  isMultiline?: boolean;
  className?: string;
};

/** A labelled text input or message box; its error shows in red under it once the field was touched. */
export function TextField({ name, label, note, hint, type = 'text', autoComplete, isMultiline = false, className }: TextFieldProps) {
  const { input, meta } = useField<string>(name);
  const id = useId();
  const error = meta.touched && meta.error ? String(meta.error) : undefined;
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const shared = {
    ...input,
    value: input.value ?? '',
    id,
    autoComplete,
    'aria-invalid': error ? true : undefined,
    'aria-required': note ? undefined : true,
    'aria-describedby': describedBy,
    $isInvalid: Boolean(error),
  };
  return (
    <div className={className}>
      <Label htmlFor={id}>
        {label}
        {note && <Note> ({note})</Note>}
      </Label>
      {isMultiline ? <TextArea {...shared} rows={5} /> : <Input {...shared} type={type} />}
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      {error && <Error id={`${id}-error`}>{error}</Error>}
    </div>
  );
}
