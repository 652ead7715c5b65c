import { Outlet } from 'react-router-dom';
import { useNewPageAtTop } from '../components/ui/new-page-at-top';
import { PageMetaSync } from '../components/ui/page-meta-sync';
import { LoadFailureBoundary } from './lazy-component';

/**
 * What the application draws of a page with the site's header and footer: the content of its
 * `<main>`, which is the application's root (app/site-frame.tsx draws the rest at build time, and
 * enhance/header.ts and enhance/doors.ts bring it to life as on every page).
 */
export function RootLayout() {
  useNewPageAtTop();
  return (
    <>
      <PageMetaSync />
      <LoadFailureBoundary>
        <Outlet />
      </LoadFailureBoundary>
    </>
  );
}
