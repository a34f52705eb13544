// The Publish dialog's look: the studio's dialog (as the block picker and the conflict dialog), with a scrolling body.
import styled from 'styled-components';
import { DialogActions, DialogBody } from '../ui/dialog';
import { studio } from '../ui/theme';

/** The body scrolls between the title and the buttons. */
export const Body = styled(DialogBody)`
  display: grid;
  align-content: start;
  gap: 1.1rem;
  padding-bottom: 1rem;
  font-size: 0.9rem;
  line-height: 1.5;
  p { margin: 0; }
`;

export const Foot = styled(DialogActions)`
  margin: 0;
  padding: 0.85rem 1.25rem;
  border-top: 1px solid ${studio.line};
  background: ${studio.subtle};
  border-radius: 0 0 12px 12px;
`;

export const SectionTitle = styled.h3`
  margin: 0 0 0.4rem;
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${studio.muted};
`;

export const Field = styled.div`
  display: grid;
  gap: 0.3rem;
  label, legend { font-weight: 600; font-size: 0.875rem; }
`;

export const Hint = styled.p<{ $warn?: boolean }>`
  font-size: 0.8rem;
  color: ${({ $warn }) => ($warn ? '#8A5A00' : studio.muted)};
`;

/** A result or a refusal, in a tinted box: green when done, red when not. */
export const Outcome = styled.div<{ $tone: 'done' | 'failed' | 'info' }>`
  padding: 0.75rem 0.9rem;
  border-radius: ${studio.radius};
  border: 1px solid ${({ $tone }) => ($tone === 'done' ? studio.success : $tone === 'failed' ? studio.danger : studio.line)};
  background: ${({ $tone }) => ($tone === 'done' ? '#EAF6EF' : $tone === 'failed' ? '#FDECEA' : studio.subtle)};
  p + p, p + ul { margin-top: 0.4rem; }
  ul { margin: 0.3rem 0 0; padding-left: 1.2rem; }
`;

/** The technical detail (branch, commit, where it is sent), out of the way until asked for. */
export const Details = styled.details`
  font-size: 0.8rem;
  color: ${studio.muted};
  summary { cursor: pointer; font-weight: 600; color: ${studio.ink}; }
  summary:focus-visible { outline: 3px solid ${studio.accent}; outline-offset: 2px; }
  p { margin: 0.4rem 0 0; }
`;

/** A list of changes, one per line (a label column, then the change), scrolling when long. */
export const ChangeList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${studio.line};
  border-radius: ${studio.radius};
  max-height: 16rem;
  overflow-y: auto;
  li {
    display: grid;
    grid-template-columns: 5.5rem 1fr;
    gap: 0.6rem;
    padding: 0.45rem 0.7rem;
    font-size: 0.85rem;
    overflow-wrap: anywhere;
  }
  li + li { border-top: 1px solid ${studio.line}; }
  small { color: ${studio.muted}; font-size: 0.75rem; padding-top: 0.1rem; }
  em { display: block; font-style: normal; font-size: 0.8rem; color: ${studio.muted}; }
  &:focus-visible { outline: 3px solid ${studio.accent}; outline-offset: 2px; }
`;
