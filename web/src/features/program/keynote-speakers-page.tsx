import { Avatar } from '../../components/ui/avatar';
import { FIRST_ROW } from '../../components/ui/portrait';
import { PageHero } from '../../components/ui/page-hero';
import { FactText } from '../../components/ui/to-be-announced';
import { KEYNOTE_SPEAKERS } from '../../content/speakers';

export function KeynoteSpeakersPage() {
  return (
    <>
      <PageHero title="KeyNote Speakers">
        The keynote speakers of the conference, with their designations and departments.
      </PageHero>
      <section className="section" aria-label="Keynote speakers">
        <ul className="card-grid">
          {KEYNOTE_SPEAKERS.map((speaker, index) => (
            // The list is static and names may be unknown: the position is the identity.
            <li key={index} className="card person-card">
              <Avatar photo={speaker.photo} loading={index < FIRST_ROW ? 'eager' : 'lazy'} />
              <h2 className="person-card__name">
                <FactText fact={speaker.name} />
              </h2>
              <p className="person-card__role">
                <FactText fact={speaker.designation} what="Designation" />
              </p>
              <p className="person-card__title">
                <FactText fact={speaker.department} what="Department" />
              </p>
              {speaker.bio && <p>{speaker.bio}</p>}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
