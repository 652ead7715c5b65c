// The information pages' styles: their own stylesheet, built with their script (enhance/site.ts
// imports this; vite.site.config.ts), and the start of the application's one stylesheet (main.ts;
// vite.config.ts: cssCodeSplit off), which adds the rules of the components it imports. A
// component imports its own CSS too, for the prerender and the dev server; an information page's
// component's CSS belongs in this list (docs/decisions/0016).
// The edition's colours first (scripts/edition/theme-plugin.ts), then the typefaces.
import 'virtual:edition-theme.css';
import './fonts.css';
import './global.css';
import '../components/layout/layout.css';
import '../components/ui/to-be-announced.css';
import '../components/ui/logo-mark.css';
import '../features/home/home.css';
import '../features/registration-hub/registration-hub.css';
import '../features/privacy/privacy.css';
