import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { studio } from '../ui/theme';
import { fieldId, useFormScope } from './FormContext';

export type FieldProps = {
  /** Form field name relative to the edited object, e.g. `cards[0].title`. */
  name: string;
  label: string;
  help?: string;
  required: boolean;
  value: unknown;
};

const Wrapper = styled.div`
  display: grid;
  gap: 0.3rem;
  margin: 0 0 1rem;
`;

const Label = styled.label`
  font-weight: 600;
  font-size: 0.875rem;
  color: ${studio.ink};
`;

const Required = styled.span`
  color: ${studio.danger};
  margin-left: 0.2rem;
`;

/** A field's label with a count at the other end ("87 of 50–160 characters", "3 cards"). */
export const LabelRow = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: 0.75rem;
  font-size: 0.875rem;
`;

export const Help = styled.p`
  margin: 0;
  font-size: 0.8rem;
  line-height: 1.4;
  color: ${studio.muted};
`;

const Errors = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 0.8rem;
  color: ${studio.danger};
  font-weight: 500;
`;

export const inputStyle = css<{ $invalid?: boolean }>`
  width: 100%;
  font: inherit;
  font-size: 0.9rem;
  color: ${studio.ink};
  background: ${studio.panel};
  border: 1px solid ${({ $invalid }) => ($invalid ? studio.danger : '#8A99A8')};
  border-radius: 6px;
  padding: 0.45rem 0.6rem;
  &:focus-visible {
    outline: 3px solid ${studio.accent};
    outline-offset: 1px;
  }
`;

export const Input = styled.input<{ $invalid?: boolean }>`
  ${inputStyle}
`;
export const TextArea = styled.textarea<{ $invalid?: boolean }>`
  ${inputStyle};
  min-height: 4.5rem;
  resize: vertical;
  line-height: 1.45;
`;
export const Select = styled.select<{ $invalid?: boolean }>`
  ${inputStyle}
`;

/** The problems of a field and the ids that describe its control (help text, then problems). */
export function useFieldMessages(name: string, help?: string) {
  const { problems } = useFormScope();
  const messages = problems.get(name) ?? [];
  const id = fieldId(name);
  const describedBy = [help ? `${id}-help` : '', messages.length ? `${id}-problems` : ''].filter(Boolean).join(' ') || undefined;
  return { id, messages, describedBy, invalid: messages.length > 0 };
}

/** Label (with the required mark), control, help text and the loader's problems for one field. */
export function FieldShell({ name, label, help, required, children, labelFor = true }: Omit<FieldProps, 'value'> & { children: ReactNode; labelFor?: boolean }) {
  const { id, messages } = useFieldMessages(name, help);
  return (
    <Wrapper>
      <Label {...(labelFor ? { htmlFor: id } : { as: 'span', id: `${id}-label` })}>
        {label}
        {required && (
          <Required title="Required">
            <span aria-hidden="true">*</span>
            <span className="visually-hidden"> (required)</span>
          </Required>
        )}
      </Label>
      {children}
      {help && <Help id={`${id}-help`}>{help}</Help>}
      {messages.length > 0 && (
        <Errors id={`${id}-problems`}>
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </Errors>
      )}
    </Wrapper>
  );
}
