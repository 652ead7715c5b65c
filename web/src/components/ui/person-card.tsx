import type { Person } from '../../content/committees';
import { Avatar } from './avatar';

export function PersonCard({ person }: { person: Person }) {
  return (
    <li className="card person-card">
      <Avatar name={person.name} />
      <h3 className="person-card__name">{person.name}</h3>
      {person.role && <p className="person-card__role">{person.role}</p>}
      <p className="person-card__title">
        {person.title.map((line, index) => (
          <span key={index} className="person-card__line">
            {line}
          </span>
        ))}
      </p>
    </li>
  );
}

export function PersonGrid({ people, label }: { people: readonly Person[]; label: string }) {
  return (
    <ul className="card-grid" aria-label={label}>
      {people.map((person) => (
        <PersonCard key={person.name} person={person} />
      ))}
    </ul>
  );
}
