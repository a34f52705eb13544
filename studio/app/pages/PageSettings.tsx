import { useState } from 'react';
import styled from 'styled-components';
import { locateProblem } from '../state/paths';
import { pageName, pageOf, pagePathOf } from '../state/selectors';
import { store } from '../state/store';
import type { PageRef } from '../state/types';
import { useStudio } from '../state/useStudio';
import { Button } from '../ui/buttons';
import { Link, Trash2 } from '../ui/icons';
import { studio } from '../ui/theme';
import { InspectorPanel } from '../views/InspectorPanel';
import { DeleteDialog } from './DeleteDialog';
import { DESCRIPTION_LIMITS } from './NewPageDialog';
import { RenameDialog } from './RenameDialog';
import { TextEntry, type Limits } from './TextEntry';

const Address = styled.div`
  margin: 0 0 1rem;
  > span { display: block; font-weight: 600; font-size: 0.875rem; margin-bottom: 0.3rem; }
  code { display: block; padding: 0.45rem 0.6rem; border-radius: 6px; background: ${studio.subtle}; font-size: 0.85rem; color: ${studio.brand}; overflow-wrap: anywhere; }
  ul { margin: 0.3rem 0 0; padding: 0; list-style: none; font-size: 0.8rem; font-weight: 500; color: ${studio.danger}; }
`;

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
  margin-top: 0.6rem;
`;

/** The site's problems about one field of the page (title, description, path), in the loader's words. */
function useFieldProblems(page: PageRef, field: string): string[] {
  const problems = useStudio((state) => state.problems);
  return problems
    .filter((problem) => {
      const at = locateProblem(problem.path);
      return at && at.page === page && at.block === null && at.field === field;
    })
    .map((problem) => problem.message);
}

/** A text field of the page kept as typed while focused; each keystroke is an edit, a pause ends the undo step. */
function PageText({ page, field, label, help, multiline, limits }: { page: PageRef; field: 'title' | 'description'; label: string; help: string; multiline?: boolean; limits?: Limits }) {
  const stored = useStudio((state) => {
    const value = pageOf(state, page)?.[field];
    return typeof value === 'string' ? value : '';
  });
  const resetRevision = useStudio((state) => state.resetRevision);
  const [typing, setTyping] = useState<{ text: string; reset: number } | null>(null);
  const problems = useFieldProblems(page, field);
  // Undo and redo replace what is being typed; otherwise the field shows the editor's own keystrokes.
  const shown = typing && typing.reset === resetRevision ? typing.text : stored;
  const path = [...(page === 'notFound' ? ['notFound'] : ['pages', page]), field];
  return (
    <TextEntry
      id={`field-${field}`}
      label={label}
      value={shown}
      help={help}
      multiline={multiline}
      limits={limits}
      problems={problems}
      onFocus={() => setTyping({ text: stored, reset: resetRevision })}
      onBlur={() => setTyping(null)}
      onChange={(text) => {
        setTyping({ text, reset: resetRevision });
        store.apply({
          edits: [{ op: 'set', path, value: text }],
          label: `Changed the ${field} of “${pageName(pageOf(store.get(), page), page)}”`,
          group: `field:${page === 'notFound' ? 'notFound' : `pages[${page}]`}.${field}`,
          select: { page, block: null },
        });
      }}
    />
  );
}

/** The right pane when no block is selected: the page's title, description, address and deletion. */
export function PageSettings({ page }: { page: PageRef }) {
  const data = useStudio((state) => pageOf(state, page));
  const [dialog, setDialog] = useState<'rename' | 'delete' | null>(null);
  const pathProblems = useFieldProblems(page, 'path');
  const title = pageName(data, page);
  const path = pagePathOf(data, page);
  return (
    <InspectorPanel titleId="inspector-title" title={`Page: ${title}`} about="The page’s title, search description and address. Choose a block on the left or in the preview to edit it.">
      <PageText page={page} field="title" label="Title" help="Shown in the browser tab and in search results, where about 60 characters fit; the company name is added automatically." limits={{}} />
      <PageText page={page} field="description" label="Search description" help="One or two sentences shown under the title in search results." multiline limits={DESCRIPTION_LIMITS} />
      {typeof page === 'number' && (
        <Address>
          <span>Address</span>
          <code>{path}</code>
          {pathProblems.length > 0 && (
            <ul id="field-path-problems">
              {pathProblems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          )}
          <Tools>
            <Button type="button" onClick={() => setDialog('rename')}>
              <Link size={16} aria-hidden="true" /> Change address
            </Button>
            <Button type="button" $tone="danger" onClick={() => setDialog('delete')}>
              <Trash2 size={16} aria-hidden="true" /> Delete page
            </Button>
          </Tools>
        </Address>
      )}
      {typeof page === 'number' && dialog === 'rename' && <RenameDialog index={page} path={path} title={title} onClose={() => setDialog(null)} />}
      {typeof page === 'number' && dialog === 'delete' && <DeleteDialog index={page} path={path} title={title} onClose={() => setDialog(null)} />}
    </InspectorPanel>
  );
}
