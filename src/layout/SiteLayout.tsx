import { Outlet } from 'react-router-dom';
import { Outline } from './Outline';
import { SiteFrame } from './SiteFrame';

export function SiteLayout() {
  return (
    <SiteFrame>
      <Outlet />
      {import.meta.env.DEV && <Outline />}
    </SiteFrame>
  );
}
