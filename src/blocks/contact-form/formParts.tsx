import styled from 'styled-components';
import { pillButton, primaryFill } from '../../ui/buttonStyles';

/** Small styled parts of the enquiry form. */
export const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  /* On a phone only the first and last names, short by nature, share a row. */
  ${({ theme }) => theme.media.phone} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.sm};
    & > * { grid-column: 1 / -1; }
    & > :nth-child(-n + 2) { grid-column: auto; }
  }
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
    column-gap: ${({ theme }) => theme.space.md};
    & > .wide { grid-column: 1 / -1; }
  }
`;

export const SubmitButton = styled.button`
  ${pillButton}
  ${primaryFill}
  justify-content: center;
  padding: 0.75rem 1.75rem;
  border: 0;
  cursor: pointer;
  transition: background ${({ theme }) => theme.motion.fast};
  &:hover:not(:disabled) { background: ${({ theme }) => theme.components.buttonPrimaryHoverBg}; }
  &:disabled { opacity: 0.7; cursor: progress; }
  ${({ theme }) => theme.media.belowMd} { width: 100%; }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.xl};
`;

export const Notice = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

/**
 * The notice of an unsent message, in the actions row after the send button. Beside the button (wider than a phone),
 * hidden by visibility, it keeps its space: neither seen, read out nor focusable, and nothing moves when it appears. On
 * a phone it would be a line of its own under the button, a space kept on every visit for a rare moment: there it takes
 * none until shown, and being the form's last part it moves none of the form when it appears.
 */
export const Kept = styled.div<{ $isShown: boolean }>`
  visibility: ${({ $isShown }) => ($isShown ? 'visible' : 'hidden')};
  flex: 1 1 20rem;
  display: ${({ $isShown }) => ($isShown ? 'flex' : 'none')};
  ${({ theme }) => theme.media.notPhone} { display: flex; }
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.band};
  p { margin: 0; }
`;

export const SmallButton = styled.button`
  min-height: 44px;
  padding: 0.5rem 1rem;
  border: 2px solid ${({ theme }) => theme.colors.link};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.link};
  font-weight: 600;
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.link}; color: ${({ theme }) => theme.colors.onInverse}; }
`;
