// The frame shared by the Menus and Site settings views: a wide work area and a side panel (the entry's form,
// problems, unsaved changes), in the look of the pages view's panes.
import styled from 'styled-components';
import { studio } from '../ui/theme';

export const ViewLayout = styled.main`
  grid-area: main;
  display: grid;
  min-height: 0;
  grid-template-columns: minmax(0, 1fr) 24rem;
  @media (max-width: 1100px) { grid-template-columns: minmax(0, 1fr) 20rem; }
`;

export const WorkArea = styled.div`
  overflow-y: auto;
  padding: 1.25rem 1.5rem 3rem;
  display: grid;
  align-content: start;
  gap: 1.5rem;
`;

export const SidePanel = styled.aside`
  overflow-y: auto;
  padding: 1rem 1.1rem 2rem;
  background: ${studio.panel};
  border-left: 1px solid ${studio.line};
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  align-content: start;
  gap: 1rem;
`;

export const Card = styled.section`
  padding: 1rem 1.1rem 1.1rem;
  background: ${studio.panel};
  border: 1px solid ${studio.line};
  border-radius: ${studio.radius};
`;

export const CardHead = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: 0.5rem 1rem;
  margin-bottom: 0.9rem;
  h2 { margin: 0; font-size: 1.05rem; color: ${studio.brand}; }
  p { margin: 0.25rem 0 0; max-width: 40rem; font-size: 0.8rem; line-height: 1.45; color: ${studio.muted}; }
`;

export const CardActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
`;

export const PanelHead = styled.header`
  padding: 0 0 0.85rem;
  border-bottom: 1px solid ${studio.line};
  margin-bottom: 1rem;
  h2 { display: flex; align-items: center; gap: 0.5rem; margin: 0; font-size: 1.05rem; color: ${studio.brand}; overflow-wrap: anywhere; }
  p { margin: 0.3rem 0 0; font-size: 0.8rem; line-height: 1.4; color: ${studio.muted}; }
`;

export const Quiet = styled.p`
  margin: 0;
  font-size: 0.85rem;
  line-height: 1.5;
  color: ${studio.muted};
`;
