import { EARLY_BIRD_CUTOFF } from '@domain/pricing';
import { ExternalLink } from '../../components/ui/external-link';
import { PageHero } from '../../components/ui/page-hero';
import { Section } from '../../components/ui/section';
import { formatCalendarDay } from '../../content/calendar';
import { POSTER_RULES, REGISTRATION_LINKS } from '../../content/registration';
import { FeeTable } from './fee-table';
import { NewRegistration } from './new-registration';
import './registration-hub.css';

export function RegistrationHubPage() {
  return (
    <>
      <PageHero title="Registration">Register, check your registration and find the guide and templates.</PageHero>
      <Section id="links" title="Register and Resources">
        <ul className="link-grid">
          <li className="link-grid__primary">
            <NewRegistration />
          </li>
          {REGISTRATION_LINKS.map((link) => (
            <li key={link.label}>
              {link.kind === 'route' ? (
                <a href={link.href} className="card link-card">
                  {link.label}
                </a>
              ) : (
                <ExternalLink href={link.href} className="card link-card">
                  {link.label}
                </ExternalLink>
              )}
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
      <Section id="fees" title="Registration Fees">
        <FeeTable earlyBirdCloses={formatCalendarDay(EARLY_BIRD_CUTOFF)} />
      </Section>
    </>
  );
}
