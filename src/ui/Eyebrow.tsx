import styled from 'styled-components';

/** Small upper-case label above a heading. */
export const Eyebrow = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
  letter-spacing: 0.12em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.linkOnBand};
  [data-tone='dark'] & { color: ${({ theme }) => theme.colors.accentOnInverse}; }
`;
