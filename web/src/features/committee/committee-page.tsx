import { PageHero } from '../../components/ui/page-hero';
import { PersonGrid } from '../../components/ui/person-card';
import { Section } from '../../components/ui/section';
import { NotYetPublished } from '../../components/ui/to-be-announced';
import type { Person } from '../../content/committees';
import { isKnown, type Fact } from '../../content/fact';

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
        {isKnown(people) ? (
          <PersonGrid people={people} label={`${title} members`} />
        ) : (
          <NotYetPublished what="Members">The members will be listed here once they are announced.</NotYetPublished>
        )}
      </Section>
    </>
  );
}
