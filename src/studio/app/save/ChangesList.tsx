import styled from 'styled-components';
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
  const history = useStudio((state) => state.history);
  const position = useStudio((state) => state.position);
  const saved = useStudio((state) => state.savedPosition);
  const dirty = useStudio((state) => state.dirty['pages.yaml'] || state.dirty['nav.yaml']);
  const state = useStudio((current) => current);
  if (!dirty) return null;
  const steps = position >= saved ? history.slice(saved, position) : [];
  return (
    <Box aria-labelledby="changes-title">
      <h2 id="changes-title">Unsaved changes</h2>
      {steps.length ? (
        <ol>
          {steps.map((step, index) => (
            <li key={index}>{step.describe?.(state) ?? step.label}</li>
          ))}
        </ol>
      ) : (
        <p>Changes restored from your last session, or undone past the last save.</p>
      )}
    </Box>
  );
}
