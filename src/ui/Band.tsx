import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { container } from '../theme/mixins';

type Tone = 'plain' | 'subtle' | 'band' | 'dark';

const tones = {
  plain: css`background: ${({ theme }) => theme.colors.surface};`,
  subtle: css`background: ${({ theme }) => theme.colors.surfaceAlt};`,
  band: css`
    background: ${({ theme }) => theme.colors.band};
    a:not([data-button]) { color: ${({ theme }) => theme.colors.linkOnBand}; }
  `,
  dark: css`
    background: ${({ theme }) => theme.colors.inverse};
    color: ${({ theme }) => theme.colors.onInverse};
    h2, h3, h4 { color: ${({ theme }) => theme.colors.onInverse}; }
    a:not([data-button]) { color: ${({ theme }) => theme.colors.onInverse}; }
    :focus-visible { outline-color: ${({ theme }) => theme.colors.focusOnInverse}; }
  `,
};

const Outer = styled.section<{ $tone: Tone }>`
  ${({ $tone }) => tones[$tone]}
  padding-block: ${({ theme }) => theme.space.section};
  /* A phone screen is short: a tighter rhythm between bands keeps more of each on screen. */
  ${({ theme }) => theme.media.phone} { padding-block: ${({ theme }) => theme.space.lg}; }
`;

/* A narrow band shortens its lines but keeps the page's one left edge, shared with every wide block. */
const Inner = styled.div<{ $narrow: boolean }>`
  ${container}
  ${({ $narrow, theme }) => $narrow && css`& > * { max-width: calc(${theme.layout.measure} + 4rem); }`}
`;

type BandProps = { tone?: Tone | undefined; narrow?: boolean; children: ReactNode; className?: string };

/** A full-width background band holding a centred content column. */
export function Band({ tone = 'plain', narrow = false, children, className }: BandProps) {
  return (
    <Outer $tone={tone} className={className} data-tone={tone}>
      <Inner $narrow={narrow}>{children}</Inner>
    </Outer>
  );
}
