import styled from 'styled-components';
import { studio } from './theme';

/** The studio's modal window: a native <dialog> opened with showModal(), over a dimmed page; its parts stack. */
export const ModalDialog = styled.dialog<{ $width: string; $height: string }>`
  width: min(${({ $width }) => $width}, calc(100vw - 2rem));
  max-height: min(${({ $height }) => $height}, calc(100vh - 2rem));
  padding: 0;
  border: 0;
  border-radius: 12px;
  box-shadow: 0 24px 64px rgba(7, 42, 66, 0.35);
  color: ${studio.ink};
  font-family: ${studio.font};
  &[open] { display: flex; flex-direction: column; }
  &::backdrop { background: rgba(7, 42, 66, 0.45); }
`;

/** The title bar of a modal window, kept in view while its body scrolls. */
export const DialogHead = styled.div`
  position: sticky;
  top: 0;
  z-index: 1;
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 1rem;
  padding: 1rem 1.25rem;
  background: ${studio.panel};
  border-bottom: 1px solid ${studio.line};
  h2 { margin: 0; font-size: 1.1rem; color: ${studio.brand}; }
  p { margin: 0.2rem 0 0; font-size: 0.85rem; line-height: 1.45; color: ${studio.muted}; overflow-wrap: anywhere; }
`;

/** The body of a modal window, between its title bar and its actions. */
export const DialogBody = styled.div`
  flex: 1;
  overflow: auto;
  padding: 1rem 1.25rem 1.25rem;
`;

/** A dialog's buttons, the main action last (rightmost). */
export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 0.5rem;
  margin-top: 1.25rem;
`;
