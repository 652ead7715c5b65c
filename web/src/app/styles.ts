// The information pages' styles: their own stylesheet, built with their script (enhance/site.ts
// imports this; vite.site.config.ts): the frame's (frame-styles.ts, which an application's page
// starts from too) and those of the information pages' own components. A component imports its
// own CSS too, for the prerender; an information page's component's CSS belongs
// in this list (docs/decisions/0016).
import './frame-styles';
import '../features/home/home.css';
import '../features/registration-hub/registration-hub.css';
import '../features/privacy/privacy.css';
