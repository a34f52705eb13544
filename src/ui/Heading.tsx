import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;
type Size = 'display' | 'xxl' | 'xl' | 'lg' | 'md';

/** The heading one level below `level` (for items inside a block). */
export const below = (level: HeadingLevel): HeadingLevel => Math.min(level + 1, 6) as HeadingLevel;

const sizes = {
  display: css`font-size: ${({ theme }) => theme.fontSizes.display}; letter-spacing: -0.02em;`,
  xxl: css`font-size: ${({ theme }) => theme.fontSizes.xxl}; letter-spacing: -0.01em;`,
  xl: css`font-size: ${({ theme }) => theme.fontSizes.xl};`,
  lg: css`font-size: ${({ theme }) => theme.fontSizes.lg};`,
  md: css`font-size: ${({ theme }) => theme.fontSizes.md};`,
};

const StyledHeading = styled.h2<{ $size: Size }>`
  ${({ $size }) => sizes[$size]}
`;

type HeadingProps = { level: HeadingLevel; size?: Size; id?: string; className?: string; children: ReactNode };

/** Renders h1-h6 from the level the renderer assigns; the visual size is chosen separately. */
export function Heading({ level, size = level === 1 ? 'display' : level === 2 ? 'xxl' : 'md', ...rest }: HeadingProps) {
  return <StyledHeading as={`h${level}`} $size={size} {...rest} />;
}
