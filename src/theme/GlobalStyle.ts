import { createGlobalStyle } from 'styled-components';
import { fontFaces } from './fonts';

export const GlobalStyle = createGlobalStyle`
  ${fontFaces}
  *, *::before, *::after { box-sizing: border-box; }
  html {
    -webkit-text-size-adjust: 100%;
    scroll-behavior: smooth;
    scroll-padding-top: calc(${({ theme }) => theme.layout.headerHeight} + 1rem);
  }
  ${({ theme }) => theme.media.reducedMotion} {
    html { scroll-behavior: auto; }
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
    }
  }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.base};
    line-height: 1.6;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surface};
    text-rendering: optimizeLegibility;
    -webkit-font-smoothing: antialiased;
  }
  h1, h2, h3, h4, h5, h6 {
    font-family: ${({ theme }) => theme.fonts.heading};
    line-height: 1.2;
    color: ${({ theme }) => theme.colors.heading};
    margin: 0 0 0.5em;
    font-weight: 700;
    text-wrap: balance;
  }
  p { margin: 0 0 1em; }
  img, svg, video { max-width: 100%; display: block; }
  img { height: auto; }
  a { color: ${({ theme }) => theme.colors.link}; text-underline-offset: 0.15em; }
  a:hover { color: ${({ theme }) => theme.colors.linkHover}; }
  :focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  button { font: inherit; }
`;
