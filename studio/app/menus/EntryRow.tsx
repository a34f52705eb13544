import { memo } from 'react';
import styled from 'styled-components';
import type { YamlPath } from '../../yaml';
import { CircleAlert, ExternalLink } from '../ui/icons';
import { studio } from '../ui/theme';
import { useHasProblem } from './menuProblems';
import { samePath, selectMenuEntry, useSelectedRow } from './menuSelection';
import { DragHandle } from './SortableEntries';

const Row = styled.div<{ $selected: boolean }>`
  display: flex;
  align-items: stretch;
  min-width: 0;
  border: 1px solid ${({ $selected }) => ($selected ? studio.accent : studio.line)};
  border-radius: ${studio.radius};
  background: ${({ $selected }) => ($selected ? studio.selected : studio.panel)};
`;

export const SelectButton = styled.button`
  flex: 1;
  min-width: 0;
  display: grid;
  gap: 0.1rem;
  padding: 0.4rem 0.55rem 0.4rem 0.15rem;
  border: 0;
  border-radius: 0 ${studio.radius} ${studio.radius} 0;
  background: transparent;
  font: inherit;
  text-align: left;
  color: ${studio.ink};
  cursor: pointer;
  strong, span { display: block; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  strong { font-size: 0.85rem; font-weight: 600; }
  span { font-size: 0.75rem; color: ${studio.muted}; }
  &:focus-visible { outline: 3px solid ${studio.accent}; outline-offset: -3px; }
`;

export const Soon = styled.span`
  justify-self: start;
  padding: 0 0.4rem;
  border-radius: 999px;
  background: #FFF4D6;
  color: #7A5300 !important;
  font-weight: 600;
`;

const Missing = styled.span`
  color: ${studio.danger} !important;
  font-weight: 600;
`;

export const ProblemMark = styled(CircleAlert)`
  flex: none;
  align-self: center;
  margin-right: 0.5rem;
  color: ${studio.danger};
`;

/** What a target looks like in the tree: the path, or the address of another site with a mark. */
function Target({ to }: { to: string }) {
  if (/^[a-z][a-z0-9+.-]*:/i.test(to)) {
    return (
      <span>
        <ExternalLink size={11} aria-hidden="true" /> {to}
      </span>
    );
  }
  return <span>{to}</span>;
}

/** `isTargetRequired`: a header item must lead somewhere (only footer and dropdown links can be "coming soon"). */
type EntryRowProps = { path: YamlPath; label: string; to?: string; detail?: string; isTargetRequired?: boolean };

/**
 * One link of a menu (or a header item): its grip, its label and where it goes, or "coming soon" without a target.
 * Memoised by value (the path is a new array on every render): typing into one link re-renders that row only.
 */
export const EntryRow = memo(function EntryRow({ path, label, to, detail, isTargetRequired = false }: EntryRowProps) {
  const { selected, ref } = useSelectedRow<HTMLDivElement>(path);
  const hasProblem = useHasProblem(path);
  return (
    <Row ref={ref} $selected={selected}>
      <DragHandle />
      <SelectButton type="button" aria-current={selected ? 'true' : undefined} onClick={() => selectMenuEntry(path)}>
        <strong>{label || 'Untitled'}</strong>
        {detail ? <span>{detail}</span> : to ? <Target to={to} /> : isTargetRequired ? <Missing>Choose where it goes</Missing> : <Soon>coming soon</Soon>}
      </SelectButton>
      {hasProblem && <ProblemMark size={16} aria-label="Has a problem to fix" role="img" />}
    </Row>
  );
}, (before: EntryRowProps, after: EntryRowProps) => before.label === after.label && before.to === after.to && before.detail === after.detail && before.isTargetRequired === after.isTargetRequired && samePath(before.path, after.path));
