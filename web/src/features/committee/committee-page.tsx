import { PageHero } from '../../components/ui/page-hero';
import { PersonGrid } from '../../components/ui/person-card';
import { Section } from '../../components/ui/section';
import type { Person } from '../../content/committees';

/** Organizing committee, editorial board and advisory board share one layout; routes pass the data. */
export function CommitteePage({ title, intro, people }: { title: string; intro: string; people: readonly Person[] }) {
  return (
    <>
      <PageHero title={title}>{intro}</PageHero>
      <Section id="members" title="Members">
        <PersonGrid people={people} label={`${title} members`} />
      </Section>
    </>
  );
}
