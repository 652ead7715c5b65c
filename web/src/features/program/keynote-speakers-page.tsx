import { Avatar } from '../../components/ui/avatar';
import { PageHero } from '../../components/ui/page-hero';
import { KEYNOTE_SPEAKERS } from '../../content/speakers';

export function KeynoteSpeakersPage() {
  return (
    <>
      <PageHero title="KeyNote Speakers">
        Leaders from academia and industry who open each day of the conference.
      </PageHero>
      <section className="section" aria-label="Keynote speakers">
        <ul className="card-grid">
          {KEYNOTE_SPEAKERS.map((speaker) => (
            <li key={speaker.name} className="card person-card">
              <Avatar name={speaker.name} />
              <h2 className="person-card__name">{speaker.name}</h2>
              <p className="person-card__role">{speaker.designation}</p>
              <p className="person-card__title">{speaker.department}</p>
              {speaker.bio && <p>{speaker.bio}</p>}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
