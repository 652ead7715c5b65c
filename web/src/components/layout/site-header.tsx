import './layout.css';
import { useLocation } from 'react-router-dom';
import { MAIN_MENU } from '../../content/navigation';
import { REGISTRATION_PATHS } from '../../content/registration-routes';
import { HomeMarksLink } from '../ui/home-marks-link';
import { RegistrationDoor } from '../ui/registration-door';
import { DesktopNav } from './desktop-nav';
import { MobileNav } from './mobile-nav';

export function SiteHeader() {
  const { pathname } = useLocation();
  return (
    <header className="site-header">
      <div className="site-header__bar">
        <HomeMarksLink className="site-header__logos" />
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
