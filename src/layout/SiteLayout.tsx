import { Outlet, ScrollRestoration } from 'react-router-dom';
import { Outline } from './Outline';
import { SiteFrame } from './SiteFrame';

export function SiteLayout() {
  return (
    <SiteFrame>
      <Outlet />
      <ScrollRestoration />
      {import.meta.env.DEV && <Outline />}
    </SiteFrame>
  );
}
