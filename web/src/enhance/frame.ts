// The site's frame around every page but the full-screen tools (app/site-frame.tsx): the header's
// menus and the header's way in to registration. The same markup and the same behaviour on an
// information page (enhancements.ts) and on an application's page (main.ts), where React draws
// only what is in `<main>`.
import { enhanceDoors } from './doors';
import { enhanceHeader } from './header';

export function enhanceFrame(): void {
  enhanceHeader();
  enhanceDoors();
}
