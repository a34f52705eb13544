import styled from 'styled-components';
import type { FoundLink } from '../../links';
import { studio } from '../ui/theme';

export const PlaceList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.4rem;
  max-height: 20rem;
  overflow-y: auto;
`;

export const PlaceItem = styled.li`
  padding: 0.55rem 0.7rem;
  border: 1px solid ${studio.line};
  border-radius: ${studio.radius};
  background: ${studio.panel};
  font-size: 0.85rem;
  line-height: 1.4;
  strong { display: block; font-weight: 600; color: ${studio.ink}; }
  .file { color: ${studio.muted}; font-size: 0.75rem; }
  code { font-size: 0.8rem; color: ${studio.brand}; overflow-wrap: anywhere; }
  del { color: ${studio.muted}; }
`;

/** Where a link is, in words, with its file: "Footer, “Company” column, “About” link · nav.yaml". */
export function LinkPlace({ link }: { link: FoundLink }) {
  return (
    <strong>
      {link.place} <span className="file">· {link.file}</span>
    </strong>
  );
}
