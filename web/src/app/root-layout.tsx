import { Outlet } from 'react-router-dom';
import { PageMetaSync } from '../components/ui/page-meta-sync';
import { SiteFooter } from '../components/layout/site-footer';
import { SiteHeader } from '../components/layout/site-header';
import { LoadFailureBoundary } from './lazy-component';

export function RootLayout() {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <PageMetaSync />
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <LoadFailureBoundary>
          <Outlet />
        </LoadFailureBoundary>
      </main>
      <SiteFooter />
    </>
  );
}
