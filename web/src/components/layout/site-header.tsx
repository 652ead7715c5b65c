import { CONFERENCE } from '@domain/conference';
import './layout.css';
import { useLocation } from 'react-router-dom';
import { MAIN_MENU } from '../../content/navigation';
import { REGISTRATION_PATHS } from '../../content/registration-routes';
import { HEADER_LOGOS } from '../../content/site';
import { LogoMark } from '../ui/logo-mark';
import { RegistrationDoor } from '../ui/registration-door';
import { DesktopNav } from './desktop-nav';
import { MobileNav } from './mobile-nav';

export function SiteHeader() {
  const { pathname } = useLocation();
  return (
    <header className="site-header">
      <div className="site-header__bar">
        <a href="/" className="site-header__logos" aria-label={`Home: ${CONFERENCE.name}`}>
          {HEADER_LOGOS.map((logo) => (
            // The link names the destination; the logos themselves are decorative here.
            <LogoMark key={logo.name} logo={logo} height={logo.height} decorative />
          ))}
        </a>
        <MobileNav items={MAIN_MENU} currentPath={pathname} />
        {/* After the menu button: on a phone it is a row of its own below the logos and the button.
            Not on the registration pages, whose own content is the way in. */}
        {!isRegistrationPage(pathname) && <RegistrationDoor className="header-cta" />}
      </div>
      <DesktopNav items={MAIN_MENU} currentPath={pathname} />
    </header>
  );
}

/** The hub and the pages under it (the wizard, the status checker): they offer their own way in. */
function isRegistrationPage(pathname: string): boolean {
  return pathname === REGISTRATION_PATHS.hub || pathname.startsWith(`${REGISTRATION_PATHS.hub}/`);
}
