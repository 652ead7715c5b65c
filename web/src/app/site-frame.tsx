import { SiteFooter } from '../components/layout/site-footer';
import { SiteHeader } from '../components/layout/site-header';

/**
 * Every page but the full-screen tools, as the prerender writes it: the skip link, the header, the
 * page's content in `<main>` and the footer. Markup only, rendered at build time around `content`
 * (HTML rendered on its own): on an application's page `<main>` is the root the application
 * hydrates (`attributes` say when it starts, app/boot.ts), and the header and footer around it are
 * the same document as on an information page, enhanced by the same scripts.
 */
export function SiteFrame({ content, attributes }: { content: string; attributes: Record<string, string> }) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} {...attributes} dangerouslySetInnerHTML={{ __html: content }} />
      <SiteFooter />
    </>
  );
}
