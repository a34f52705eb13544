import { memo } from 'react';
import styled from 'styled-components';
import type { YamlPath } from '../../yaml';
import { SmallButton } from '../ui/buttons';
import { Plus } from '../ui/icons';
import { studio } from '../ui/theme';
import { addLink } from './menuActions';
import type { NavGroup, NavLink } from './menuModel';
import { useHasProblem } from './menuProblems';
import { EntryRow, ProblemMark, SelectButton } from './EntryRow';
import { samePath, selectMenuEntry, useSelectedRow } from './menuSelection';
import { DragHandle, SortableEntries } from './SortableEntries';

const Card = styled.section<{ $selected: boolean }>`
  display: grid;
  gap: 0.5rem;
  padding: 0.45rem 0.5rem 0.55rem;
  border: 1px solid ${({ $selected }) => ($selected ? studio.accent : studio.line)};
  border-radius: ${studio.radius};
  background: ${studio.subtle};
  box-shadow: ${({ $selected }) => ($selected ? `0 0 0 1px ${studio.accent}` : 'none')};
`;

const Head = styled.div<{ $selected: boolean }>`
  display: flex;
  align-items: stretch;
  border-radius: 6px;
  background: ${({ $selected }) => ($selected ? studio.selected : 'transparent')};
  h3 { flex: 1; min-width: 0; display: flex; margin: 0; font-size: inherit; }
  strong { font-size: 0.9rem; font-weight: 700; color: ${studio.brand}; }
`;

/** Dashed: it adds an entry where the list ends. */
const AddLink = styled(SmallButton)`
  justify-self: start;
  border-style: dashed;
`;

const linkName = (link: NavLink) => `link “${link.label}”`;

type GroupCardProps = { path: YamlPath; group: Partial<NavGroup>; noun: string };

/**
 * A titled group of links: a column of the footer or a group of a header dropdown, with its links as a sortable list.
 * Memoised: an edit changes one group object (the draft keeps the others), so the other groups do not re-render.
 */
export const GroupCard = memo(function GroupCard({ path, group, noun }: GroupCardProps) {
  const { selected, ref } = useSelectedRow<HTMLDivElement>(path);
  const hasProblem = useHasProblem(path);
  const heading = group.heading || 'Untitled';
  const links = Array.isArray(group.links) ? group.links : [];
  return (
    <Card $selected={selected} aria-label={`${noun} ${heading}`}>
      <Head ref={ref} $selected={selected}>
        <DragHandle />
        <h3>
          <SelectButton type="button" aria-current={selected ? 'true' : undefined} onClick={() => selectMenuEntry(path)}>
            <strong>{heading}</strong>
            <span>
              {noun} · {links.length === 1 ? '1 link' : `${links.length} links`}
            </span>
          </SelectButton>
        </h3>
        {hasProblem && <ProblemMark size={16} aria-label="Has a problem to fix" role="img" />}
      </Head>
      <SortableEntries listPath={[...path, 'links']} items={links} label={`Links of ${heading}`} noun="link" nameOf={linkName}>
        {(link, index) => <EntryRow path={[...path, 'links', index]} label={link.label} {...(link.to ? { to: link.to } : {})} />}
      </SortableEntries>
      <AddLink type="button" onClick={() => addLink(path)}>
        <Plus size={14} aria-hidden="true" /> Add link<span className="visually-hidden"> to {heading}</span>
      </AddLink>
    </Card>
  );
}, (before: GroupCardProps, after: GroupCardProps) => before.group === after.group && before.noun === after.noun && samePath(before.path, after.path));
