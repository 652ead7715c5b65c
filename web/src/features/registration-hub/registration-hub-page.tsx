import { EARLY_BIRD_CUTOFF } from '@domain/pricing';
import { REFUND_POLICY } from '@domain/refunds';
import { ExternalLink } from '../../components/ui/external-link';
import { PageHero } from '../../components/ui/page-hero';
import { Section } from '../../components/ui/section';
import { ToBeAnnounced } from '../../components/ui/to-be-announced';
import { formatCalendarDay } from '../../content/calendar';
import { isKnown } from '../../content/fact';
import { POSTER_RULES, REGISTRATION_LINKS } from '../../content/registration';
import type { HubLink } from '../../content/registration-paths';
import { FeeTable } from './fee-table';
import { NewRegistration } from './new-registration';
import { RefundPolicyNotice } from './refund-policy-notice';
import './registration-hub.css';

/** A link of the hub; a document or form not published yet is its name and "to be announced". */
function HubLinkCard({ link }: { link: HubLink }) {
  const { href, label } = link;
  if (!isKnown(href)) {
    return (
      <p className="card link-card link-card--pending">
        {label}
        <span className="link-card__note">
          <ToBeAnnounced />
        </span>
      </p>
    );
  }
  if (link.kind === 'route') {
    return (
      <a href={href} className="card link-card">
        {label}
      </a>
    );
  }
  return (
    <ExternalLink href={href} className="card link-card">
      {label}
    </ExternalLink>
  );
}

export function RegistrationHubPage() {
  return (
    <>
      <PageHero title="Registration">Register, check your registration and find the guide and templates.</PageHero>
      {/* What registering costs first: the documents still to be announced come after it. */}
      <Section id="fees" title="Registration Fees">
        <FeeTable earlyBirdCloses={formatCalendarDay(EARLY_BIRD_CUTOFF)} />
        <RefundPolicyNotice policy={REFUND_POLICY} />
      </Section>
      <Section id="links" title="Register and Resources">
        <ul className="link-grid">
          <li className="link-grid__primary">
            <NewRegistration />
          </li>
          {REGISTRATION_LINKS.map((link) => (
            <li key={link.label}>
              <HubLinkCard link={link} />
            </li>
          ))}
        </ul>
      </Section>
      <Section id="posters" title="Poster Rules" className="prose">
        <ul>
          {POSTER_RULES.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </Section>
    </>
  );
}
