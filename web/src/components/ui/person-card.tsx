import type { Person } from '../../content/committees';
import { isKnown } from '../../content/fact';
import { Avatar } from './avatar';
import { FIRST_ROW } from './portrait';
import { FactText, ToBeAnnounced } from './to-be-announced';

/** Position and affiliation, one line each; a single line when neither is known yet. */
function PersonTitle({ person }: { person: Person }) {
  if (!isKnown(person.position) && !isKnown(person.affiliation)) return <ToBeAnnounced what="Title" />;
  return (
    <>
      <span className="person-card__line">
        <FactText fact={person.position} what="Position" />
      </span>
      <span className="person-card__line">
        <FactText fact={person.affiliation} what="Affiliation" />
      </span>
    </>
  );
}

export function PersonCard({ person, aboveTheFold = false }: { person: Person; aboveTheFold?: boolean }) {
  return (
    <li className="card person-card">
      <Avatar photo={person.photo} loading={aboveTheFold ? 'eager' : 'lazy'} />
      <h3 className="person-card__name">
        <FactText fact={person.name} />
      </h3>
      {person.role !== undefined && (
        <p className="person-card__role">
          <FactText fact={person.role} what="Role" />
        </p>
      )}
      <p className="person-card__title">
        <PersonTitle person={person} />
      </p>
    </li>
  );
}

export function PersonGrid({ people, label }: { people: readonly Person[]; label: string }) {
  return (
    <ul className="card-grid" aria-label={label}>
      {people.map((person, index) => (
        // The list is static and names may be unknown: the position is the identity.
        <PersonCard key={index} person={person} aboveTheFold={index < FIRST_ROW} />
      ))}
    </ul>
  );
}
