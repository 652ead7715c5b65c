import { PageHero } from '../../components/ui/page-hero';
import { PersonGrid } from '../../components/ui/person-card';
import { Section } from '../../components/ui/section';
import { GENERAL_CHAIRS, GENERAL_CHAIRS_SUBTITLE } from '../../content/committees';

export function GeneralChairsPage() {
  return (
    <>
      <PageHero title="General Chairs">{GENERAL_CHAIRS_SUBTITLE}</PageHero>
      <Section id="general-chairs" title="Meet Our General Chairs">
        <PersonGrid people={GENERAL_CHAIRS} label="General Chairs" />
      </Section>
    </>
  );
}
