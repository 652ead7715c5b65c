import { CONFERENCE } from '@domain/conference';
import { ExternalLink } from '../../components/ui/external-link';
import { RegistrationDoor } from '../../components/ui/registration-door';
import { HERO_BUTTONS } from '../../content/home';

const { place } = CONFERENCE;

/**
 * The home page's opening: the conference's facts set as type on the edition's deep colour (no
 * picture, so nothing to wait for), the way in to registration, and the spec's two buttons. The
 * year drawn large in outline beside it is decoration, hidden from assistive technology.
 */
export function HeroSection() {
  return (
    <section className="hero" aria-labelledby="home-title">
      <div className="hero__content">
        <p className="hero__eyebrow">
          {CONFERENCE.organizer} · {CONFERENCE.shortTitle}
        </p>
        <h1 id="home-title">{CONFERENCE.name}</h1>
        <dl className="hero__facts">
          <div className="hero__fact">
            <dt>When</dt>
            <dd className="hero__dates">{CONFERENCE.datesLabel}</dd>
          </div>
          <div className="hero__fact">
            <dt>Where</dt>
            <dd>
              {place.name}, {place.locality}, {place.region}
            </dd>
          </div>
        </dl>
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
      </div>
      <p className="hero__mark" aria-hidden="true">
        {String(CONFERENCE.year).slice(-2)}
      </p>
    </section>
  );
}
