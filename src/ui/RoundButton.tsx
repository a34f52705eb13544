import styled from 'styled-components';

/** A round 44 px icon button (previous, next, pause) in the link colour; it turns white on the dark tone. */
export const RoundButton = styled.button`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border-radius: 50%;
  border: 2px solid ${({ theme }) => theme.colors.link};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.link};
  cursor: pointer;
  transition: background ${({ theme }) => theme.motion.fast}, color ${({ theme }) => theme.motion.fast};
  &:hover { background: ${({ theme }) => theme.colors.link}; color: ${({ theme }) => theme.colors.onInverse}; }
  &:disabled { opacity: 0.45; cursor: default; }
  [data-tone='dark'] & {
    border-color: ${({ theme }) => theme.colors.onInverse};
    background: transparent;
    color: ${({ theme }) => theme.colors.onInverse};
    &:hover { background: ${({ theme }) => theme.colors.onInverse}; color: ${({ theme }) => theme.colors.inverse}; }
  }
`;
