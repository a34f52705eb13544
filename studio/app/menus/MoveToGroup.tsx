import { useMemo } from 'react';
import styled from 'styled-components';
import { Select } from '../form/FieldShell';
import type { YamlPath } from '../../yaml';
import { fieldName } from '../state/paths';
import { useStudio } from '../state/useStudio';
import { studio } from '../ui/theme';
import { linkGroups, moveLinkToGroup } from './menuActions';

const Wrap = styled.div`
  display: grid;
  gap: 0.3rem;
  margin-top: 0.75rem;
  label { font-size: 0.8rem; font-weight: 600; color: ${studio.ink}; }
`;

/** Moves the selected link into another group or column (dragging moves it only among its siblings). */
export function MoveToGroup({ linkPath, isOnlyLink }: { linkPath: YamlPath; isOnlyLink: boolean }) {
  const nav = useStudio((state) => state.data['nav.yaml']);
  const here = fieldName(linkPath.slice(0, -2));
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const groups = useMemo(() => linkGroups().filter((group) => fieldName(group.path) !== here), [nav, here]);
  if (isOnlyLink || groups.length === 0) return null;
  return (
    <Wrap>
      <label htmlFor="menu-entry-move-to">Move to another group</label>
      <Select
        id="menu-entry-move-to"
        value=""
        onChange={(event) => {
          const target = groups.find((group) => fieldName(group.path) === event.target.value);
          if (target) moveLinkToGroup(linkPath, target.path);
        }}
      >
        <option value="">Choose a group or column…</option>
        {groups.map((group) => (
          <option key={fieldName(group.path)} value={fieldName(group.path)}>
            {group.name[0]!.toUpperCase() + group.name.slice(1)}
          </option>
        ))}
      </Select>
    </Wrap>
  );
}
