// App Check on for a real project while anyone can still register or pay: the function's own URL
// (https://asia-south1-<project>.cloudfunctions.net/api) is reachable without Hosting, and so
// without the per-address limits Hosting's forwarded address gives; App Check is what then refuses
// a script. Both halves are needed: the function enforcing it (ENFORCE_APP_CHECK) and the site
// sending tokens (VITE_APP_CHECK_SITE_KEY), or every registration would be refused.
import { paymentsOpen, registrationPhase, REGISTRATION_WINDOW } from '../../functions/src/domain/registration-window';
import type { Setting } from './placeholders';

export interface AppCheckFacts {
  /** ENFORCE_APP_CHECK as deploy reads it for the project. */
  enforce: Setting | undefined;
  /** The site's reCAPTCHA Enterprise key, as the site's build reads it. */
  siteKey: string | undefined;
  projectFile: string;
  now: Date;
}

const HOW = 'docs/deploy.md, "App Check"';

export function appCheckProblems({ enforce, siteKey, projectFile, now }: AppCheckFacts): string[] {
  const enforced = enforce?.value.trim().toLowerCase() === 'true';
  if (enforced && !siteKey) {
    return [
      `${enforce?.file}:${enforce?.line}: ENFORCE_APP_CHECK=true, but the site is built without VITE_APP_CHECK_SITE_KEY (web/.env.production): it would send no token, and every registration would be refused (${HOW})`,
    ];
  }
  const open = registrationPhase(now) !== 'closed' || paymentsOpen(now);
  if (!open || enforced) return [];
  return [
    `App Check is not enforced, and registration is open until ${REGISTRATION_WINDOW.closesOn} (payments until ${REGISTRATION_WINDOW.paymentDeadline}): calls straight to the function's own URL bypass Hosting's per-address limits. Register the site with App Check, set VITE_APP_CHECK_SITE_KEY in web/.env.production and ENFORCE_APP_CHECK=true in ${projectFile} (${HOW})`,
  ];
}
