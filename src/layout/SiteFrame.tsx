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

const Main = styled.main`
  display: block;
  min-height: 60vh;
  &:focus { outline: none; }
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
