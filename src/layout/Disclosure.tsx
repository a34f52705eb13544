import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { drawerLink } from './drawerStyles';

const Toggle = styled.button`
  ${drawerLink}
  svg { transition: transform ${({ theme }) => theme.motion.fast}; flex: none; }
  &[aria-expanded='true'] svg { transform: rotate(180deg); }
`;

/** A button that shows or hides the content under it (used for menu sections on phones). */
export function Disclosure({ label, icon, children }: { label: string; icon: ReactNode; children: ReactNode }) {
  const [isOpen, setIsOpen] = useState(false);
  const id = useId();
  return (
    <>
      <Toggle type="button" aria-expanded={isOpen} aria-controls={id} onClick={() => setIsOpen(!isOpen)}>
        {label}
        {icon}
      </Toggle>
      <div id={id} hidden={!isOpen}>
        {children}
      </div>
    </>
  );
}
