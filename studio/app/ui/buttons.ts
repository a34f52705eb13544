import styled, { css } from 'styled-components';
import { studio } from './theme';

type Tone = 'default' | 'primary' | 'danger' | 'quiet';

const tones: Record<Tone, ReturnType<typeof css>> = {
  default: css`
    background: ${studio.panel};
    color: ${studio.brand};
    border-color: #8A99A8;
    &:hover:not(:disabled) { background: ${studio.subtle}; border-color: ${studio.brand}; }
  `,
  primary: css`
    background: ${studio.accent};
    color: #fff;
    border-color: ${studio.accent};
    &:hover:not(:disabled) { background: ${studio.accentDark}; }
  `,
  danger: css`
    background: ${studio.panel};
    color: ${studio.danger};
    border-color: ${studio.danger};
    &:hover:not(:disabled) { background: #FDECEA; }
  `,
  quiet: css`
    background: transparent;
    color: ${studio.brand};
    border-color: transparent;
    &:hover:not(:disabled) { background: ${studio.subtle}; }
  `,
};

export const Button = styled.button<{ $tone?: Tone }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.4rem;
  min-height: 2.25rem;
  padding: 0.35rem 0.8rem;
  border: 1px solid;
  border-radius: 6px;
  font: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  cursor: pointer;
  white-space: nowrap;
  ${({ $tone = 'default' }) => tones[$tone]}
  &:disabled { opacity: 0.55; cursor: not-allowed; }
  &:focus-visible { outline: 3px solid ${studio.accent}; outline-offset: 2px; }
  svg { flex: none; }
`;

export const SmallButton = styled(Button)`
  min-height: 1.9rem;
  padding: 0.2rem 0.6rem;
  font-size: 0.8rem;
`;

/** A square button holding only an icon; its name comes from aria-label. */
export const IconButton = styled(Button)`
  width: 2.25rem;
  padding: 0;
`;
