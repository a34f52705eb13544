import { memo } from 'react';
import { Button } from '../ui/buttons';
import { Plus } from '../ui/icons';
import { Card, CardActions, CardHead } from '../views/viewLayout';
import { GroupCard } from './GroupCard';
import { addColumn, listLimits } from './menuActions';
import type { NavGroup } from './menuModel';
import { SortableEntries } from './SortableEntries';

const columnName = (column: Partial<NavGroup>) => `footer column “${column.heading ?? ''}”`;

/** The footer's link columns, left to right, each with its links. */
export const FooterColumnsTree = memo(function FooterColumnsTree({ columns }: { columns: ReadonlyArray<Partial<NavGroup>> }) {
  const full = columns.length >= listLimits(['footer', 'columns']).max;
  return (
    <Card aria-labelledby="footer-columns-title">
      <CardHead>
        <div>
          <h2 id="footer-columns-title">Footer columns</h2>
          <p>The link columns at the bottom of every page, left to right. A link without a destination shows as “coming soon”.</p>
        </div>
        <CardActions>
          <Button type="button" onClick={addColumn} disabled={full} aria-describedby={full ? 'footer-columns-full' : undefined}>
            <Plus size={16} aria-hidden="true" /> Add column
          </Button>
          {full && (
            <span id="footer-columns-full" className="visually-hidden">
              The footer holds at most six columns.
            </span>
          )}
        </CardActions>
      </CardHead>
      <SortableEntries listPath={['footer', 'columns']} items={columns} label="Footer columns, left to right" noun="column" nameOf={columnName} layout="grid">
        {(column, index) => <GroupCard path={['footer', 'columns', index]} group={column} noun="Column" />}
      </SortableEntries>
    </Card>
  );
});
