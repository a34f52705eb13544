import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { SmartLink } from '../ui/SmartLink';

type Props = { to?: string | undefined; className?: string; children: ReactNode; placeholderNote?: string };

const isPagePath = (to: string) => to.startsWith('/') && !to.startsWith('//') && !to.includes('#');

/** Paths compare the way the router matches them: any letter case, trailing slashes ignored. */
const normalised = (path: string) => path.toLowerCase().replace(/\/+$/, '') || '/';

/** A menu link: a page path gets `aria-current="page"` when it is the page being rendered (decided on the server). */
export function NavItemLink({ to, className, children, placeholderNote }: Props) {
  const { pathname } = useLocation();
  const isCurrent = to !== undefined && isPagePath(to) && normalised(to) === normalised(pathname);
  return (
    <SmartLink to={to} className={className} placeholderNote={placeholderNote} aria-current={isCurrent ? 'page' : undefined}>
      {children}
    </SmartLink>
  );
}
