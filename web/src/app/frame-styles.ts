// The styles of every page's frame (the header, the footer, the page's base): the first of each
// page's stylesheets. An application's page adds its page's own (each lazy chunk's, linked by the
// prerender: scripts/prerender.ts), an information page those of app/styles.ts.
// The edition's colours first (scripts/edition/theme-plugin.ts), then the typefaces.
import 'virtual:edition-theme.css';
import './fonts.css';
import './global.css';
import '../components/layout/layout.css';
import '../components/ui/to-be-announced.css';
import '../components/ui/logo-mark.css';
