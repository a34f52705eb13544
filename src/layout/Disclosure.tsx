import type { ReactNode } from 'react';
import styled from 'styled-components';
import { drawerLink } from './drawerStyles';

const Details = styled.details`
  & > summary {
    ${drawerLink}
    list-style: none;
    &::-webkit-details-marker { display: none; }
    svg { transition: transform ${({ theme }) => theme.motion.fast}; flex: none; }
  }
  &[open] > summary svg { transform: rotate(180deg); }
`;

/** A row that shows or hides the content under it (menu sections on phones): <details>, so it needs no script. */
export function Disclosure({ label, icon, children }: { label: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Details>
      <summary>
        {label}
        {icon}
      </summary>
      {children}
    </Details>
  );
}
