// The site's one stylesheet (vite.config.ts: cssCodeSplit off), for both of the site's scripts:
// the information pages' (enhance/site.ts), which imports no component, and the application's
// (main.ts). A component imports its own CSS too, for the prerender and the dev server.
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
