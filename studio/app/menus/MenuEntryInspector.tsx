import styled from 'styled-components';
import { SchemaForm } from '../form/SchemaForm';
import { getIn } from '../../yaml';
import { fieldName } from '../state/paths';
import { useStudio } from '../state/useStudio';
import { Button } from '../ui/buttons';
import { ArrowDown, ArrowUp, Link, ListTree, Trash2 } from '../ui/icons';
import { studio } from '../ui/theme';
import { useSiteFormData } from '../form/useSiteFormData';
import { InspectorPanel } from '../views/InspectorPanel';
import { Quiet } from '../views/viewLayout';
import { listLimits, makeDropdown, makePlainLink, moveEntry, removeEntry } from './menuActions';
import { comingSoonTwin, adoptComingSoonEntry } from './comingSoon';
import { entryForms, entryName, kindOfEntry } from './menuModel';
import { useSelectedMenuEntry } from './menuSelection';
import { MoveToGroup } from './MoveToGroup';

const Offer = styled.p`
  margin: 0.75rem 0 0;
  padding: 0.6rem 0.75rem;
  border-radius: 6px;
  background: ${studio.selected};
  font-size: 0.85rem;
  color: ${studio.ink};
  button { margin-top: 0.4rem; }
`;

const Why = styled.p`
  margin: 0.5rem 0 0;
  font-size: 0.8rem;
  color: ${studio.muted};
`;

const capitalised = (text: string) => `${text[0]!.toUpperCase()}${text.slice(1)}`;

/** The selected menu entry's fields (name, and the link picker for its target) with move, remove and convert. */
export function MenuEntryInspector() {
  const path = useSelectedMenuEntry();
  const nav = useStudio((state) => state.data['nav.yaml']);
  const formData = useSiteFormData();
  const kind = path ? kindOfEntry(path) : undefined;
  const value = path ? getIn(nav, path) : undefined;

  if (!path || !kind || !value || typeof value !== 'object') {
    return (
      <InspectorPanel titleId="menu-entry-title" title="Menu entry">
        <Quiet>Choose a link, a group or a column on the left to rename it, change where it goes, move or remove it.</Quiet>
      </InspectorPanel>
    );
  }

  const { schema, skip, noun, about } = entryForms[kind];
  const listPath = path.slice(0, -1);
  const index = path[path.length - 1] as number;
  const siblings = (getIn(nav, listPath) as unknown[] | undefined)?.length ?? 0;
  const isLast = siblings <= listLimits(listPath).min;
  const record = value as Record<string, unknown>;
  const twin = kind === 'link' || (kind === 'item' && !record.groups) ? comingSoonTwin(nav, path) : undefined;
  const lastWhy = kind === 'link' ? 'A group needs at least one link: remove the whole group instead.' : `The ${noun} is the only one left; the menu needs at least one.`;
  return (
    <InspectorPanel
      titleId="menu-entry-title"
      id="menu-entry-form"
      title={capitalised(entryName(nav, path))}
      about={about}
      actionsLabel="Entry actions"
      actions={
        <>
          <Button type="button" onClick={() => moveEntry(listPath, index, index - 1)} disabled={index === 0}>
            <ArrowUp size={16} aria-hidden="true" /> {kind === 'column' || kind === 'group' ? 'Move left' : 'Move up'}
          </Button>
          <Button type="button" onClick={() => moveEntry(listPath, index, index + 1)} disabled={index >= siblings - 1}>
            <ArrowDown size={16} aria-hidden="true" /> {kind === 'column' || kind === 'group' ? 'Move right' : 'Move down'}
          </Button>
          {kind === 'item' && !record.groups && (
            <Button type="button" onClick={() => makeDropdown(path)}>
              <ListTree size={16} aria-hidden="true" /> Make it a dropdown
            </Button>
          )}
          {kind === 'item' && Boolean(record.groups) && (
            <Button type="button" onClick={() => makePlainLink(path)}>
              <Link size={16} aria-hidden="true" /> Make it a plain link
            </Button>
          )}
          <Button type="button" $tone="danger" onClick={() => removeEntry(path)} disabled={isLast} aria-describedby={isLast ? 'menu-entry-last' : undefined}>
            <Trash2 size={16} aria-hidden="true" /> Remove
          </Button>
        </>
      }
      notes={
        <>
        {isLast && <Why id="menu-entry-last">{lastWhy}</Why>}
        {kind === 'link' && <MoveToGroup linkPath={path} isOnlyLink={isLast} />}
        {twin && (
          <Offer role="note">
            The {entryName(nav, twin)} is already in the menus, shown as “coming soon”, and means the same.{' '}
            <Button type="button" onClick={() => adoptComingSoonEntry(path, twin)}>
              Use it instead
            </Button>
          </Offer>
        )}
        </>
      }
    >
      <SchemaForm
        key={fieldName(path)}
        file="nav.yaml"
        schema={schema}
        value={record}
        basePath={path}
        skip={skip}
        {...formData}
      />
      {kind === 'link' && !record.to && <Quiet>Without a destination this link shows on the site as plain text marked “coming soon”.</Quiet>}
    </InspectorPanel>
  );
}
