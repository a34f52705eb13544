import { Check, LoaderCircle, Redo2, Save, Undo2 } from '../ui/icons';
import styled from 'styled-components';
import { store } from '../state/store';
import { useStudio } from '../state/useStudio';
import { studio } from '../ui/theme';
import { Button, IconButton } from '../ui/buttons';
import { PublishButton } from '../publishDialog/PublishButton';
import { siteNameOf } from '../state/siteName';
import { saveStatus } from '../state/saveStatus';

const Bar = styled.header`
  grid-area: top;
  display: flex;
  align-items: center;
  gap: 0.75rem;
  padding: 0 1rem;
  background: ${studio.brand};
  color: #fff;
  min-width: 0;
`;

const Brand = styled.h1`
  margin: 0;
  font-size: 1rem;
  font-weight: 700;
  white-space: nowrap;
  span { font-weight: 400; opacity: 0.85; }
`;

const Status = styled.p`
  flex: 1;
  min-width: 0;
  margin: 0;
  font-size: 0.8rem;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: #E6F4F1;
`;

const Group = styled.div`
  display: flex;
  gap: 0.35rem;
  flex: none;
  ${IconButton} { background: transparent; color: #fff; border-color: rgba(255, 255, 255, 0.55); }
  ${IconButton}:hover:not(:disabled) { background: rgba(255, 255, 255, 0.12); }
  ${IconButton}:focus-visible, ${Button}:focus-visible { outline-color: #F2B705; }
  ${IconButton}:disabled { opacity: 0.45; }
`;

/** Studio name, what is happening, undo and redo, and Save (offered only when the whole site validates). */
export function TopBar() {
  const state = useStudio((current) => current);
  const { summary, refusal, notice } = saveStatus(state);
  const canSave = refusal === '';
  const siteName = siteNameOf(state.data);
  return (
    <Bar>
      <Brand>
        {siteName ? (
          <>
            {siteName} <span>studio</span>
          </>
        ) : (
          'Studio'
        )}
      </Brand>
      <Status role="status" aria-live="polite">
        {summary}
        {notice ? ` · ${notice}` : ''}
      </Status>
      <Group>
        <IconButton type="button" aria-label="Undo" title="Undo (Ctrl+Z)" aria-keyshortcuts="Control+Z" disabled={state.position === 0} onClick={() => store.undo()}>
          <Undo2 size={18} aria-hidden="true" />
        </IconButton>
        <IconButton type="button" aria-label="Redo" title="Redo (Ctrl+Shift+Z)" aria-keyshortcuts="Control+Shift+Z" disabled={state.position === state.history.length} onClick={() => store.redo()}>
          <Redo2 size={18} aria-hidden="true" />
        </IconButton>
        {/* Greyed out with its reason on hover and as its description: a disabled button shows no tooltip of its own. */}
        <span title={refusal || undefined} data-testid="save-reason">
          <Button type="button" $tone="primary" disabled={!canSave} aria-describedby="save-help" onClick={() => void store.save()} aria-keyshortcuts="Control+S">
          {state.saving ? <LoaderCircle size={16} aria-hidden="true" /> : canSave ? <Save size={16} aria-hidden="true" /> : <Check size={16} aria-hidden="true" />}
            Save
          </Button>
        </span>
        <span id="save-help" className="visually-hidden">
          {refusal || 'Saves your pages and menus.'}
        </span>
        <PublishButton />
      </Group>
    </Bar>
  );
}
