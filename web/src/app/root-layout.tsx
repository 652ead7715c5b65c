import { useRef } from 'react';
import { Outlet } from 'react-router-dom';
import { useNewPageAtTop } from '../components/ui/new-page-at-top';
import { PageMetaSync } from '../components/ui/page-meta-sync';
import { SiteFooter } from '../components/layout/site-footer';
import { SiteHeader } from '../components/layout/site-header';
import { LoadFailureBoundary } from './lazy-component';

export function RootLayout() {
  const main = useRef<HTMLElement>(null);
  useNewPageAtTop(main);
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <PageMetaSync />
      <SiteHeader />
      <main id="main" tabIndex={-1} ref={main}>
        <LoadFailureBoundary>
          <Outlet />
        </LoadFailureBoundary>
      </main>
      <SiteFooter />
    </>
  );
}
