import { NavLink } from 'react-router-dom';
import type { ReactNode } from 'react';
import { SmartLink } from '../ui/SmartLink';

type Props = { to?: string | undefined; className?: string; children: ReactNode; placeholderNote?: string; onClick?: () => void };

const isPagePath = (to: string) => to.startsWith('/') && !to.startsWith('//');

/** A menu link: page paths get `aria-current="page"` when they are the current page. */
export function NavItemLink({ to, className, children, placeholderNote, onClick }: Props) {
  if (to && isPagePath(to) && !to.includes('#')) {
    return (
      <NavLink to={to} end className={className} onClick={onClick}>
        {children}
      </NavLink>
    );
  }
  return (
    <SmartLink to={to} className={className} placeholderNote={placeholderNote} onClick={onClick}>
      {children}
    </SmartLink>
  );
}
