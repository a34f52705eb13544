import type { ReactNode } from 'react';
import styled from 'styled-components';
import { studio } from '../../ui/theme';
import { SmallButton } from '../../ui/buttons';
import { Help } from '../FieldShell';
import { fieldId, useFormScope } from '../FormContext';
import { emptyValue, shapeOf, type AnySchema } from '../../../../src/content';
import { FieldView } from '../FieldView';
import type { FieldProps } from '../FieldShell';

export const Fieldset = styled.fieldset`
  margin: 0 0 1rem;
  padding: 0.75rem 0.85rem 0.1rem;
  border: 1px solid ${studio.line};
  border-radius: ${studio.radius};
  background: ${studio.subtle};
  min-width: 0;
  legend {
    padding: 0 0.35rem;
    font-weight: 700;
    font-size: 0.875rem;
    color: ${studio.brand};
  }
`;

export const Absent = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  margin: 0 0 1rem;
  padding: 0.6rem 0.85rem;
  border: 1px dashed #8A99A8;
  border-radius: ${studio.radius};
  font-size: 0.875rem;
  font-weight: 600;
`;

type FrameProps = { name: string; label: string; help?: string | undefined; required?: boolean | undefined; children: ReactNode };

/** A group of fields under its label, with "Remove …" when the group is optional (a link, a video, a picture). */
export function GroupFrame({ name, label, help, required, children }: FrameProps) {
  const scope = useFormScope();
  return (
    <Fieldset id={fieldId(name)} data-field={name}>
      <legend>{label}</legend>
      {help && <Help style={{ marginBottom: '0.75rem' }}>{help}</Help>}
      {children}
      {!required && (
        <p>
          <SmallButton type="button" $tone="danger" onClick={() => scope.commit(name, undefined)}>
            Remove {label.toLowerCase()}
          </SmallButton>
        </p>
      )}
    </Fieldset>
  );
}

/** The fields of a nested group (a link, a video...), which can be added or removed when optional. Pictures: ImageField. */
export function GroupField({ name, label, help, required, value, schema }: FieldProps & { schema: AnySchema }) {
  const scope = useFormScope();
  const present = value !== undefined && value !== null && typeof value === 'object';
  if (!present) {
    return (
      <Absent id={fieldId(name)} data-field={name}>
        <span>{label}</span>
        <SmallButton type="button" onClick={() => scope.commit(name, emptyValue(schema))}>
          Add {label.toLowerCase()}
        </SmallButton>
      </Absent>
    );
  }
  const record = value as Record<string, unknown>;
  return (
    <GroupFrame name={name} label={label} help={help} required={required}>
      {Object.entries(shapeOf(schema)).map(([key, field]) => (
        <FieldView key={key} name={name ? `${name}.${key}` : key} fieldKey={key} schema={field} value={record[key]} />
      ))}
    </GroupFrame>
  );
}
