// The studio: a local editor for pages.yaml (npm run studio). Development tooling only, never in the site's build.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createGlobalStyle } from 'styled-components';
import { store } from './state/store';
import { Studio } from './Studio';
import { fontFaces } from './ui/fonts';
import { studio } from './ui/theme';

// The studio's own type (one self-hosted family).
const GlobalStyle = createGlobalStyle`
  ${fontFaces}
  *, *::before, *::after { box-sizing: border-box; }
  html, body { margin: 0; height: 100%; }
  body { font-family: ${studio.font}; font-size: 15px; -webkit-font-smoothing: antialiased; }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden;
    clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
  .form-problems { margin: 0 0 1rem; padding: 0.5rem 0.75rem 0.5rem 1.75rem; border-radius: 6px; background: #FDF3F2; color: #8C1D17; font-size: 0.8rem; }
  @media (prefers-reduced-motion: reduce) { *, *::before, *::after { transition-duration: 0.01ms !important; animation-duration: 0.01ms !important; } }
`;

void store.load();
createRoot(document.getElementById('studio')!).render(
  <StrictMode>
    <GlobalStyle />
    <Studio />
  </StrictMode>,
);
