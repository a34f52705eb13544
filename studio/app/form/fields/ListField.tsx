import { ArrowDown, ArrowUp, ChevronRight, Copy, Plus, Trash2 } from '../../ui/icons';
import { useEffect, useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { studio } from '../../ui/theme';
import { IconButton, SmallButton } from '../../ui/buttons';
import { Help, LabelRow, useFieldMessages, type FieldProps } from '../FieldShell';
import { fieldId, useFormScope } from '../FormContext';
import { editorOf, elementOf, emptyValue, kindOf, type AnySchema, labelOf, redirectName } from '../../../../src/content';
import { FieldView } from '../FieldView';
import { firstWords } from '../../state/selectors';

const List = styled.div`
  margin: 0 0 1rem;
`;

const Heading = styled(LabelRow)`
  font-weight: 700;
  color: ${studio.brand};
  margin-bottom: 0.35rem;
`;

const Item = styled.div`
  margin: 0 0 0.5rem;
  border: 1px solid ${studio.line};
  border-radius: ${studio.radius};
  background: ${studio.panel};
  > div:first-child { display: flex; align-items: center; gap: 0.25rem; padding: 0.2rem 0.3rem 0.2rem 0.2rem; }
  > div + div { padding: 0.6rem 0.75rem 0.1rem; border-top: 1px solid ${studio.line}; }
`;

const Toggle = styled.button`
  flex: 1;
  min-width: 0;
  display: flex;
  align-items: center;
  gap: 0.35rem;
  padding: 0.35rem 0.4rem;
  border: 0;
  border-radius: 6px;
  background: none;
  font: inherit;
  font-size: 0.85rem;
  font-weight: 600;
  color: ${studio.ink};
  text-align: left;
  cursor: pointer;
  span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  small { font-weight: 400; color: ${studio.muted}; margin-left: 0.35rem; }
  svg { flex: none; transition: transform 0.15s; }
  &[aria-expanded='true'] svg { transform: rotate(90deg); }
  &:hover { background: ${studio.subtle}; }
  &:focus-visible { outline: 3px solid ${studio.accent}; outline-offset: -1px; }
`;

const Errors = styled.p`
  margin: 0 0 0.4rem;
  font-size: 0.8rem;
  color: ${studio.danger};
  font-weight: 500;
`;

/**
 * What one entry is called: in a list of several shapes (a text's paragraphs, subheadings and lists), the shape it has,
 * so the entry's title and the field it opens agree ("Subheading 2" opens "Subheading").
 */
function entryNoun(one: string, element: AnySchema, key: string, item: unknown): string {
  if (kindOf(element) !== 'either' || !item || typeof item !== 'object' || Array.isArray(item)) return one;
  const shape = Object.keys(item)[0];
  return shape ? labelOf(shape).toLowerCase() : one;
}

const countOf = (count: number, one: string, several: string) => (count === 1 ? `1 ${one}` : `${count} ${several}`);

/** A list of entries: each can be edited, moved up or down and removed; new entries are added at the end. */
export function ListField({ name, label, help, value, schema, required }: FieldProps & { schema: AnySchema }) {
  const scope = useFormScope();
  const items = Array.isArray(value) ? value : [];
  const key = name.split(/[.[\]]/).filter(Boolean).pop() ?? name;
  // What one entry is called and several, as the list's schema declares it ("card", "cards").
  const { item: one = key, items: several = key } = editorOf(schema);
  const element = elementOf(schema);
  const { messages } = useFieldMessages(name);
  return (
    <List id={fieldId(name)} data-field={name} role="group" aria-labelledby={`${fieldId(name)}-heading`}>
      <Heading>
        <span id={`${fieldId(name)}-heading`}>{label}</span>
        <small>{kindOf(element) === 'either' ? countOf(items.length, 'entry', 'entries') : countOf(items.length, one, several)}</small>
      </Heading>
      {help && <Help style={{ marginBottom: '0.5rem' }}>{help}</Help>}
      {messages.map((message) => (
        <Errors key={message}>{message}</Errors>
      ))}
      {items.map((item, index) => {
        const itemName = `${name}[${index}]`;
        // A redirect is known by its addresses ("/careers → /jobs"), not by its place in the list.
        const addresses = key === 'redirects' ? redirectName(item) : undefined;
        const what = addresses ? `redirect ${addresses}` : `${entryNoun(one, element, key, item)} ${index + 1}`;
        const title = addresses ?? what.charAt(0).toUpperCase() + what.slice(1);
        const words = addresses ? '' : firstWords(typeof item === 'string' ? { text: item } : (item as Record<string, unknown>), 36);
        return (
          <ListItem key={index} startOpen={items.length <= 3 || scope.problemsWithin(itemName)} title={title} words={words} actions={<>
              <IconButton type="button" $tone="quiet" aria-label={`Move ${what} up`} disabled={index === 0} onClick={() => scope.list.move(name, index, index - 1, what)}>
                <ArrowUp size={16} aria-hidden="true" />
              </IconButton>
              <IconButton type="button" $tone="quiet" aria-label={`Move ${what} down`} disabled={index === items.length - 1} onClick={() => scope.list.move(name, index, index + 1, what)}>
                <ArrowDown size={16} aria-hidden="true" />
              </IconButton>
              <IconButton type="button" $tone="quiet" aria-label={`Duplicate ${what}`} onClick={() => scope.list.insert(name, index + 1, structuredClone(item), `a copy of ${what}`)}>
                <Copy size={16} aria-hidden="true" />
              </IconButton>
              <IconButton type="button" $tone="quiet" aria-label={`Remove ${what}`} onClick={() => scope.list.remove(name, index, what, !required && items.length === 1)}>
                <Trash2 size={16} aria-hidden="true" />
              </IconButton>
            </>}>
              <FieldView name={itemName} fieldKey={key} schema={element} value={item} label={title} />
          </ListItem>
        );
      })}
      <SmallButton type="button" onClick={() => scope.list.insert(name, items.length, emptyValue(element), key === 'redirects' ? 'a redirect' : `${one} ${items.length + 1}`)}>
        <Plus size={16} aria-hidden="true" /> Add {one}
      </SmallButton>
    </List>
  );
}

function ListItem({ startOpen, title, words, actions, children }: { startOpen: boolean; title: string; words: string; actions: ReactNode; children: ReactNode }) {
  const [open, setOpen] = useState(startOpen);
  const id = useId();
  useEffect(() => {
    if (startOpen) setOpen(true);
  }, [startOpen]);
  const isOpen = open;
  return (
    <Item>
      <div>
        <Toggle type="button" aria-expanded={isOpen} aria-controls={id} onClick={() => setOpen(!isOpen)}>
          <ChevronRight size={16} aria-hidden="true" />
          <span>
            {title}
            {words && <small>{words}</small>}
          </span>
        </Toggle>
        {actions}
      </div>
      {isOpen && <div id={id}>{children}</div>}
    </Item>
  );
}
