import { memo } from 'react';
import styled from 'styled-components';
import type { HeaderItem } from '../../../src/content';
import { Button } from '../ui/buttons';
import { Plus } from '../ui/icons';
import { studio } from '../ui/theme';
import { Card, CardActions, CardHead } from '../views/viewLayout';
import { EntryRow } from './EntryRow';
import { GroupCard } from './GroupCard';
import { addGroup, addHeaderDropdown, addHeaderLink } from './menuActions';
import type { NavGroup } from './menuModel';
import { SortableEntries } from './SortableEntries';

const Dropdown = styled.div`
  display: grid;
  gap: 0.5rem;
  margin: 0.4rem 0 0.6rem 1.1rem;
  padding-left: 0.9rem;
  border-left: 2px solid ${studio.line};
`;

const AddGroup = styled(Button)`
  justify-self: start;
  min-height: 1.9rem;
  padding: 0.2rem 0.6rem;
  font-size: 0.8rem;
`;

type Item = Partial<HeaderItem>;
const itemName = (item: Item) => `menu item “${item.label ?? ''}”`;
const groupName = (group: Partial<NavGroup>) => `group “${group.heading ?? ''}”`;

/** The header menu as a tree: items left to right; a dropdown's groups, each with its links, under it. */
export const HeaderMenuTree = memo(function HeaderMenuTree({ items }: { items: readonly Item[] }) {
  return (
    <Card aria-labelledby="header-menu-title">
      <CardHead>
        <div>
          <h2 id="header-menu-title">Header menu</h2>
          <p>The bar at the top of every page, left to right. An item is a link, or a dropdown whose links are arranged in groups.</p>
        </div>
        <CardActions>
          <Button type="button" onClick={addHeaderLink}>
            <Plus size={16} aria-hidden="true" /> Add menu link
          </Button>
          <Button type="button" onClick={addHeaderDropdown}>
            <Plus size={16} aria-hidden="true" /> Add dropdown
          </Button>
        </CardActions>
      </CardHead>
      <SortableEntries listPath={['header', 'items']} items={items} label="Header menu items, left to right" noun="menu item" nameOf={itemName}>
        {(item, index) => {
          const path = ['header', 'items', index];
          const groups = Array.isArray(item.groups) ? item.groups : undefined;
          if (!groups) return <EntryRow path={path} label={item.label ?? ''} isTargetRequired {...(item.to ? { to: item.to } : {})} />;
          return (
            <>
              <EntryRow path={path} label={item.label ?? ''} detail={`Dropdown · ${groups.length === 1 ? '1 group' : `${groups.length} groups`}`} />
              <Dropdown>
                <SortableEntries listPath={[...path, 'groups']} items={groups} label={`Groups of the dropdown ${item.label ?? ''}`} noun="group" nameOf={groupName} layout="grid">
                  {(group, groupIndex) => <GroupCard path={[...path, 'groups', groupIndex]} group={group} noun="Group" />}
                </SortableEntries>
                <AddGroup type="button" onClick={() => addGroup(path)}>
                  <Plus size={14} aria-hidden="true" /> Add group<span className="visually-hidden"> to {item.label}</span>
                </AddGroup>
              </Dropdown>
            </>
          );
        }}
      </SortableEntries>
    </Card>
  );
});
