import styled from 'styled-components';
import { saveStatus } from '../state/saveStatus';
import { useStudio } from '../state/useStudio';
import { studio } from '../ui/theme';

const Box = styled.section`
  margin-top: 1.5rem;
  padding-top: 0.75rem;
  border-top: 1px solid ${studio.line};
  h2 { margin: 0 0 0.4rem; font-size: 0.85rem; color: ${studio.brand}; }
  ol { margin: 0; padding-left: 1.2rem; font-size: 0.8rem; line-height: 1.45; color: ${studio.ink}; }
  p { margin: 0; font-size: 0.8rem; color: ${studio.muted}; }
`;

/** What will be saved, in plain words: each change since the last save. */
export function ChangesList() {
  const state = useStudio((current) => current);
  const { dirty, changes } = saveStatus(state);
  if (!dirty) return null;
  return (
    <Box aria-labelledby="changes-title">
      <h2 id="changes-title">Unsaved changes</h2>
      {changes.length ? (
        <ol>
          {changes.map((words, index) => (
            <li key={index}>{words}</li>
          ))}
        </ol>
      ) : (
        <p>Changes restored from your last session, or undone past the last save.</p>
      )}
    </Box>
  );
}
