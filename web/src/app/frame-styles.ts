// The styles of every page's frame (the header, the footer, the page's base): the first rules of
// both stylesheets, the application's one (every rule of its pages: vite.config.ts) and the
// information pages' (app/styles.ts).
// The edition's colours first (scripts/edition/theme-plugin.ts), then the typefaces.
import 'virtual:edition-theme.css';
import './fonts.css';
import './global.css';
import '../components/layout/layout.css';
import '../components/ui/to-be-announced.css';
import '../components/ui/logo-mark.css';
