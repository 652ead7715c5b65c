import { CONFERENCE } from '@domain/conference';
import { PRIVACY_NOTICE_PATH } from '@domain/retention';
import { isKnown } from '../../content/fact';
import { CONTACT, HOST_INSTITUTE, SOCIAL_LINKS } from '../../content/site';
import { MailLink } from '../ui/mail-link';
import { SocialIcon } from './social-icon';

/** The social accounts the edition has published: a network whose page is not known shows no icon. */
const PUBLISHED_SOCIAL_LINKS = SOCIAL_LINKS.flatMap(({ name, href }) => (isKnown(href) ? [{ name, href }] : []));

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <h2>Contact Us</h2>
        <p>
          For questions about the conference or sponsorship, please e-mail the{' '}
          <MailLink address={CONTACT.secretaryEmail}>conference secretary</MailLink>. For questions about registration
          and fees, please e-mail the <MailLink address={CONTACT.registrationEmail}>registration team</MailLink>.
        </p>
        <p>
          How we handle your personal data: <a href={PRIVACY_NOTICE_PATH}>Privacy Notice</a>.
        </p>
        {PUBLISHED_SOCIAL_LINKS.length > 0 && (
          <ul className="social-links" aria-label="Social media">
            {PUBLISHED_SOCIAL_LINKS.map((link) => (
              <li key={link.name}>
                <a href={link.href} aria-label={link.name} target="_blank" rel="noopener noreferrer">
                  <SocialIcon name={link.name} />
                </a>
              </li>
            ))}
          </ul>
        )}
        <p className="site-footer__copyright">
          Copyright © {CONFERENCE.year} {CONFERENCE.organizer} – All rights reserved. Powered by{' '}
          <a href={HOST_INSTITUTE.url} target="_blank" rel="noopener noreferrer">
            {HOST_INSTITUTE.name}
          </a>
        </p>
      </div>
    </footer>
  );
}
