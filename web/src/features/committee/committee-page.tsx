import { PageHero } from '../../components/ui/page-hero';
import { PersonGrid } from '../../components/ui/person-card';
import { Section } from '../../components/ui/section';
import { NotYetPublished } from '../../components/ui/to-be-announced';
import type { Person } from '../../content/committees';
import { isKnown, noneKnown, type Fact } from '../../content/fact';

/**
 * What is known of a committee none of whose members is named yet: how many, and the roles
 * published. Twenty identical "to be announced" cards would say no more than this sentence.
 */
export function unnamedCommittee(people: readonly Person[]): string {
  const roles = people.map((person) => person.role).filter((role) => role !== undefined);
  const knownRoles = roles.filter(isKnown);
  const count = `The ${people.length === 1 ? 'member' : `${people.length} members`} will be listed here once they are announced.`;
  // Roles are worth a word when some are known, or when only some members have one.
  if (roles.length === 0 || (roles.length === people.length && knownRoles.length === 0)) return count;
  const named = knownRoles.length > 0 ? `, among them ${knownRoles.join(' and ')}` : '';
  return `${count} ${roles.length === 1 ? 'One of them has a role' : `${roles.length} of them have roles`}${named}.`;
}

/** Organizing committee, editorial board and advisory board share one layout; routes pass the data. */
export function CommitteePage({
  title,
  intro,
  people,
}: {
  title: string;
  intro: string;
  people: Fact<readonly Person[]>;
}) {
  return (
    <>
      <PageHero title={title}>{intro}</PageHero>
      <Section id="members" title="Members">
        {/* A card without a name says nothing its known role would not say in the sentence. */}
        {isKnown(people) && noneKnown(people, ['name']) ? (
          <NotYetPublished what="Members">{unnamedCommittee(people)}</NotYetPublished>
        ) : isKnown(people) && people.length > 0 ? (
          <PersonGrid people={people} label={`${title} members`} />
        ) : (
          <NotYetPublished what="Members">The members will be listed here once they are announced.</NotYetPublished>
        )}
      </Section>
    </>
  );
}
