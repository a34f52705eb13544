import { useFieldMessages, FieldShell, type FieldProps } from '../FieldShell';
import { optionFor, type AnySchema } from '../../../../src/content';
import { FieldView } from '../FieldView';

/** A value that may take one of several shapes (a paragraph, or a list...): the form of the shape it has. */
export function EitherField(props: FieldProps & { schema: AnySchema }) {
  const option = optionFor(props.schema, props.value);
  const { messages } = useFieldMessages(props.name);
  if (!option) {
    return (
      <FieldShell {...props} labelFor={false}>
        {messages.length === 0 && <p>The studio cannot edit this entry: ask a developer to change it.</p>}
      </FieldShell>
    );
  }
  const key = props.value && typeof props.value === 'object' ? Object.keys(props.value)[0] : undefined;
  if (key && typeof props.value === 'object') {
    return <FieldView name={props.name} fieldKey={key} schema={option} value={props.value} label={props.label} />;
  }
  return <FieldView name={props.name} fieldKey="text" schema={option} value={props.value} label={props.label} />;
}
