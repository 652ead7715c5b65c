import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ApplicationTree, appRoutes, isApplicationPath, loadRoutes, PRERENDER_TARGETS } from './app/routes';
import { renderPage } from './entry-server';

/** What the browser's first render of `url` produces (app/start.tsx), with the application's own route table. */
async function clientFirstRender(url: string): Promise<string> {
  await loadRoutes(appRoutes, url);
  return renderToString(
    <ApplicationTree
      routes={appRoutes}
      router={(children) => <StaticRouter location={url}>{children}</StaticRouter>}
    />,
  );
}

describe('the prerendered application pages', () => {
  // The public ones: a registrant's first render holds fields (the status page's ID); the
  // administration's first render is its sign-in gate, starting, whatever the page.
  const pages = PRERENDER_TARGETS.filter(({ url, public: listed }) => listed && isApplicationPath(url));

  it('are the pages the application draws', () => {
    expect(pages.map(({ url }) => url)).toContain('/registration/status');
  });

  // Hydration keeps the prerendered markup: an id React's useId gave on the server (whose table
  // holds the information pages too) must be the one the client gives, or a field's
  // aria-describedby, rewritten by the client, names nothing.
  // Each page's modules are transformed afresh: 5 s on a loaded machine; 30 s leaves three times
  // that (docs/development.md, "Timeouts and why").
  it.each(pages.map(({ url }) => url))(
    '%s is prerendered as the browser first renders it',
    { timeout: 30_000 },
    async (url) => {
      expect((await renderPage(url)).html).toBe(await clientFirstRender(url));
    },
  );
});
