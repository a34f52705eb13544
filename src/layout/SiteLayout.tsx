import { Outlet } from 'react-router-dom';
import { Outline } from './Outline';
import { SiteFrame } from './SiteFrame';

/** Every page's frame. Moving between pages is an ordinary page load, so the browser itself restores scroll on Back. */
export function SiteLayout() {
  return (
    <SiteFrame>
      <Outlet />
      {import.meta.env.DEV && <Outline />}
    </SiteFrame>
  );
}
