import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { studio } from '../../ui/theme';
import { FieldShell, Help, TextArea, useFieldMessages } from '../FieldShell';
import { useFormScope } from '../FormContext';
import { useLeafField } from '../useLeafField';
import { Check } from './ChoiceField';

const Warning = styled.p`
  margin: 0;
  font-size: 0.8rem;
  font-weight: 500;
  color: ${studio.danger};
`;

const HELP = 'What the picture shows, for people who cannot see it, in one sentence. Screen readers read it aloud.';

/**
 * A picture's `alt`: a description, or the picture marked decorative. The schema has no separate flag: `alt: ""` is
 * how the site writes "decorative" (the page gets alt="", which screen readers skip). So the checkbox writes "", and
 * a description emptied by hand is flagged here, since it would silently mean "decorative" too.
 */
export function AltField({ name, value }: { name: string; value: unknown }) {
  const scope = useFormScope();
  const leaf = useLeafField<unknown>(name, value);
  // The help sits between the description and the decorative mark, so it is written here rather than by FieldShell.
  const { id, describedBy, invalid } = useFieldMessages(name, HELP);
  const text = typeof leaf.value === 'string' ? leaf.value : '';
  const [describing, setDescribing] = useState(typeof value !== 'string' || value !== '');
  const area = useRef<HTMLTextAreaElement>(null);
  // Undo, redo and reloads replace the value: an empty one is then read as the file means it, decorative. (A picture
  // chosen in the picker remounts this field, see ImageField.)
  const seenReset = useRef(scope.resetRevision);
  useEffect(() => {
    if (seenReset.current === scope.resetRevision) return;
    seenReset.current = scope.resetRevision;
    setDescribing(typeof value !== 'string' || value !== '');
  }, [scope.resetRevision, value]);
  const decorative = text === '' && typeof leaf.value === 'string' && !describing;
  const emptied = !decorative && text.trim() === '';

  return (
    <FieldShell name={name} label="Description (alt text)" required={!decorative} labelFor={!decorative}>
      {!decorative && (
        <TextArea
          ref={area}
          id={id}
          data-field={name}
          rows={Math.min(6, Math.max(2, Math.ceil(text.length / 48)))}
          value={text}
          required
          aria-invalid={invalid || emptied || undefined}
          aria-describedby={[describedBy, emptied ? `${id}-empty` : ''].filter(Boolean).join(' ') || undefined}
          $invalid={invalid || emptied}
          onFocus={leaf.onFocus}
          onBlur={leaf.onBlur}
          onChange={(event) => {
            setDescribing(true);
            leaf.onChange(event.target.value);
          }}
        />
      )}
      {!decorative && <Help id={`${id}-help`}>{HELP}</Help>}
      {emptied && <Warning id={`${id}-empty`}>Describe what the picture shows, or mark it as decorative below.</Warning>}
      <Check style={{ margin: '0.35rem 0 0' }}>
        <input
          type="checkbox"
          {...(decorative ? { id, 'data-field': name } : {})}
          checked={decorative}
          onChange={(event) => {
            if (event.target.checked) {
              setDescribing(false);
              if (value !== '') leaf.onChange('');
            } else {
              setDescribing(true);
              requestAnimationFrame(() => area.current?.focus());
            }
          }}
        />
        <span>
          Decorative picture
          <Help>It adds nothing the text does not already say; screen readers skip it (written as alt: "").</Help>
        </span>
      </Check>
    </FieldShell>
  );
}
