import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useSiteLabels } from '../shared/SiteLabels';
import { Footer } from './Footer';
import { Header } from './Header';

const SkipLink = styled.a`
  position: absolute;
  left: 1rem;
  top: -4rem;
  z-index: 100;
  padding: 0.75rem 1.25rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.heading};
  font-weight: 600;
  &:focus { top: 0.75rem; }
`;

/* A short page (the not-found page) still fills 60% of the window: its last block stretches to the footer, so no
   strip of the page's background shows between them. */
const Main = styled.main`
  display: flex;
  flex-direction: column;
  min-height: 60vh;
  &:focus { outline: none; }
  & > :last-child { flex-grow: 1; display: flex; flex-direction: column; }
  & > :last-child > * { flex-grow: 1; }
`;

/** Skip link, sticky header, the page, footer. */
export function SiteFrame({ children }: { children: ReactNode }) {
  const labels = useSiteLabels();
  return (
    <>
      <SkipLink href="#main">{labels.skipToContent}</SkipLink>
      <Header />
      <Main id="main" tabIndex={-1}>
        {children}
      </Main>
      <Footer />
    </>
  );
}
