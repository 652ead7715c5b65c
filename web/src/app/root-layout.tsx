import { Outlet } from 'react-router-dom';
import { useNewPageAtTop } from '../components/ui/new-page-at-top';
import { PageMetaSync } from '../components/ui/page-meta-sync';
import { LoadFailureBoundary } from './lazy-component';

/**
 * What the application draws of a page: its content, in the `<main>` of the site's frame
 * (app/site-frame.tsx draws the rest at build time, and enhance/frame.ts brings it to life as on
 * every page), or a full-screen tool's whole body (the desk draws its own bar and `<main>`).
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
