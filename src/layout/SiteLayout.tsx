import { Outlet, ScrollRestoration } from 'react-router-dom';
import { Outline } from '../renderer/Outline';
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
