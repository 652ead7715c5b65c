import { CONFERENCE } from '@domain/conference';
import { ExternalLink } from '../../components/ui/external-link';
import { RegistrationDoor } from '../../components/ui/registration-door';
import { HERO_BUTTONS } from '../../content/home';

export function HeroSection() {
  return (
    <section className="hero" aria-labelledby="home-title">
      <h1 id="home-title">{CONFERENCE.name}</h1>
      <p className="hero__dates">{CONFERENCE.datesLabel}</p>
      <div className="hero__actions">
        <div className="hero__primary">
          <RegistrationDoor className="hero-cta" steady />
        </div>
        {HERO_BUTTONS.map((button) => (
          <ExternalLink key={button.href} href={button.href} className="button button--on-dark">
            {button.label}
          </ExternalLink>
        ))}
      </div>
    </section>
  );
}
