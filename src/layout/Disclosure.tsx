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

type Props = { label: string; icon: ReactNode; children: ReactNode; defaultOpen?: boolean };

/**
 * A row that shows or hides the content under it (menu sections on phones): <details>, so it needs no script.
 * `defaultOpen` starts it open (the attribute is only the first state: the visitor's taps toggle it from there).
 */
export function Disclosure({ label, icon, children, defaultOpen = false }: Props) {
  return (
    <Details open={defaultOpen}>
      <summary>
        {label}
        {icon}
      </summary>
      {children}
    </Details>
  );
}
