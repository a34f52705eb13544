import { Outlet, ScrollRestoration } from 'react-router-dom';
import { SiteFrame } from './SiteFrame';

export function SiteLayout() {
  return (
    <SiteFrame>
      <Outlet />
      <ScrollRestoration />
    </SiteFrame>
  );
}
