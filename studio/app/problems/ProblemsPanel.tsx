import { useMemo } from 'react';
import { CircleAlert } from '../ui/icons';
import styled from 'styled-components';
import type { Problem } from '../../../src/content';
import { focusNameField } from '../menus/menuActions';
import { entryContaining } from '../menus/menuModel';
import { selectMenuEntry } from '../menus/menuSelection';
import { sectionOfNavPath } from '../settings/settingsSections';
import { showSettingsSection } from '../settings/settingsSelection';
import { fieldName, parseFieldName, locateProblem } from '../state/paths';
import { showView } from '../views/studioView';
import { store } from '../state/store';
import { useStudio } from '../state/useStudio';
import { studio } from '../ui/theme';
import { focusField } from './focusField';
import { problemWords } from './problemWords';

const Panel = styled.section`
  border: 1px solid ${studio.danger};
  border-radius: ${studio.radius};
  background: #FDF3F2;
  padding: 0.75rem 0.85rem;
  h2 { display: flex; align-items: center; gap: 0.4rem; margin: 0 0 0.5rem; font-size: 0.9rem; color: ${studio.danger}; }
  > p { margin: 0.5rem 0 0; font-size: 0.8rem; color: #8C1D17; }
  ol { margin: 0; padding: 0; list-style: none; display: grid; gap: 0.35rem; max-height: 12rem; overflow-y: auto; }
`;

const Link = styled.button`
  display: grid;
  width: 100%;
  padding: 0.35rem 0.5rem;
  border: 0;
  border-radius: 6px;
  background: transparent;
  font: inherit;
  text-align: left;
  cursor: pointer;
  strong { font-size: 0.8rem; color: ${studio.ink}; }
  span { font-size: 0.8rem; color: #8C1D17; }
  span + span { color: ${studio.ink}; }
  &:hover { background: #FBE4E1; }
  &:focus-visible { outline: 3px solid ${studio.accent}; outline-offset: -3px; }
`;

/** More would only slow the studio down; the first ones are what to fix first anyway. */
const SHOWN = 100;

/** A nav.yaml problem opens its menu entry in the Menus view, or its section of the Site settings view. */
function openInNav(problem: Problem) {
  const path = parseFieldName(problem.path);
  const entry = entryContaining(path);
  if (entry) {
    selectMenuEntry(entry);
    showView('menus');
    const field = fieldName(path.slice(entry.length));
    if (field) focusField(field);
    else focusNameField();
    return;
  }
  const section = sectionOfNavPath(path);
  if (!section) return;
  showSettingsSection(section);
  showView('settings');
  // The settings forms edit `site:` and `footer:`, so their field names start below that key.
  focusField(fieldName(path.slice(1)));
}

function open(problem: Problem) {
  if (problem.file === 'nav.yaml') return openInNav(problem);
  if (problem.file !== 'pages.yaml') return;
  // A redirect's problem opens its entry in the Site settings' list of redirects.
  if (problem.path.startsWith('redirects')) {
    showSettingsSection('redirects');
    showView('settings');
    focusField(problem.path);
    return;
  }
  const place = locateProblem(problem.path);
  if (!place) return;
  showView('pages');
  store.select({ page: place.page, block: place.block, ...(place.field ? { field: place.field } : {}) });
  focusField(place.field);
}

/** Every problem of the draft, in the editor's words, each a click away from its field. */
export function ProblemsPanel() {
  const problems = useStudio((state) => state.problems);
  // Named once per validation, not per keystroke (the draft changes with every key; the problems do not).
  const named = useMemo(() => {
    const { data } = store.get();
    return problems.slice(0, SHOWN).map((problem) => ({ problem, words: problemWords(problem, data) }));
  }, [problems]);
  if (problems.length === 0) return null;
  return (
    <Panel aria-labelledby="problems-title">
      <h2 id="problems-title">
        <CircleAlert size={16} aria-hidden="true" />
        {problems.length === 1 ? '1 problem to fix before saving' : `${problems.length} problems to fix before saving`}
      </h2>
      <ol>
        {named.map(({ problem, words }, index) => (
          <li key={index}>
            <Link type="button" onClick={() => open(problem)}>
              <strong>{words.place}</strong>
              <span>{words.what}</span>
              <span>What to do: {words.todo}</span>
            </Link>
          </li>
        ))}
      </ol>
      {problems.length > SHOWN && <p>The first {SHOWN} are listed; fix them to see the rest.</p>}
    </Panel>
  );
}
