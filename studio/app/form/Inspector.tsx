import { ArrowDown, ArrowUp, Copy, Trash2 } from '../ui/icons';
import { useMemo } from 'react';
import styled from 'styled-components';
import { deleteBlock, duplicateBlock, moveBlock } from '../blocks/blockActions';
import { schemaOfBlock } from '../blocks/blockKinds';
import { describe, blockTypeName } from '../../../src/content';
import { blockPath, pagePath } from '../state/paths';
import { PageSettings } from '../pages/PageSettings';
import { blocksOf, pageOf } from '../state/selectors';
import type { PageRef } from '../state/types';
import { useStudio } from '../state/useStudio';
import { studio } from '../ui/theme';
import { Button } from '../ui/buttons';
import { SchemaForm } from './SchemaForm';
import { useSiteFormData } from './useSiteFormData';
import { InspectorPanel } from '../views/InspectorPanel';
import { definitionOf } from '../../../src/blocks/registry';

const Empty = styled.p`
  color: ${studio.muted};
  font-size: 0.9rem;
`;

/** The right pane: the selected block's form with its tools, or the page's own fields when no block is selected. */
export function Inspector({ page, block }: { page: PageRef; block: number | null }) {
  const blocks = useStudio((state) => blocksOf(state, page));
  const pageData = useStudio((state) => pageOf(state, page));
  const formData = useSiteFormData();
  const where = useMemo(() => ({ page, block }), [page, block]);
  const basePath = useMemo(() => (block === null ? pagePath(page) : blockPath(page, block)), [page, block]);

  if (!pageData) return <Empty>Choose a page on the left.</Empty>;

  // The page's own fields (title and description with counts, address changes that carry every link along).
  if (block === null || !blocks[block]) return <PageSettings page={page} />;

  const value = blocks[block]!;
  const schema = schemaOfBlock(value.type);
  const Icon = definitionOf(value.type)?.editor.icon;
  return (
    <InspectorPanel
      titleId="inspector-title"
      title={
        <>
          {Icon && <Icon size={20} aria-hidden="true" />}
          {typeof value.type === 'string' ? blockTypeName(value.type) : 'Block'}
          <span className="visually-hidden">, block {block + 1} of {blocks.length}</span>
        </>
      }
      about={schema ? describe(schema) : undefined}
      actionsLabel="Block actions"
      actions={
        <>
          <Button type="button" onClick={() => moveBlock(page, block, block - 1)} disabled={block === 0}>
            <ArrowUp size={16} aria-hidden="true" /> Move up
          </Button>
          <Button type="button" onClick={() => moveBlock(page, block, block + 1)} disabled={block === blocks.length - 1}>
            <ArrowDown size={16} aria-hidden="true" /> Move down
          </Button>
          <Button type="button" onClick={() => duplicateBlock(page, block)}>
            <Copy size={16} aria-hidden="true" /> Duplicate
          </Button>
          <Button type="button" $tone="danger" onClick={() => deleteBlock(page, block)} disabled={blocks.length === 1}>
            <Trash2 size={16} aria-hidden="true" /> Delete
          </Button>
        </>
      }
    >
      {schema ? (
        <SchemaForm
          key={`block-${String(page)}-${block}-${String(value.type)}`}
          schema={schema}
          value={value}
          basePath={basePath}
          where={where}
          skip={['type']}
          {...formData}
        />
      ) : (
        <Empty>This block’s type is not one the site knows: ask a developer to fix it.</Empty>
      )}
    </InspectorPanel>
  );
}
