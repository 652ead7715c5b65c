import { Outlet } from 'react-router-dom';
import { PageMetaSync } from '../components/ui/page-meta-sync';
import { LoadFailureBoundary } from './lazy-component';

/**
 * A tool that needs the whole screen (the check-in desk, on a volunteer's phone): none of the
 * public site's header, menus, "Register now" or footer. The page draws its own bar and `<main>`.
 */
export function FullScreenLayout() {
  return (
    <>
      <PageMetaSync />
      <LoadFailureBoundary>
        <Outlet />
      </LoadFailureBoundary>
    </>
  );
}
