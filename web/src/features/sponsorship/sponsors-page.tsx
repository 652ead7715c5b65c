import { PageHero } from '../../components/ui/page-hero';
import { Section } from '../../components/ui/section';
import { FactText, NotYetPublished } from '../../components/ui/to-be-announced';
import { isKnown, noneKnown } from '../../content/fact';
import { SPONSOR_LEVEL_TITLES, SPONSORSHIP_PACKAGES, SPONSORS, type Sponsor } from '../../content/sponsorship';

function SponsorCard({ sponsor }: { sponsor: Sponsor }) {
  return (
    <li className="card sponsor-card">
      {isKnown(sponsor.logo) ? (
        <img src={sponsor.logo} alt="" width="160" height="80" loading="lazy" decoding="async" />
      ) : (
        <span className="logo-pending" aria-hidden="true" />
      )}
      <p>
        <FactText fact={sponsor.name} />
      </p>
    </li>
  );
}

export function SponsorsPage() {
  // Levels in package order; a level without sponsors is not shown at all.
  const levels = SPONSORSHIP_PACKAGES.map((pack) => ({
    level: pack.name,
    sponsors: SPONSORS.filter((sponsor) => sponsor.level === pack.name),
  })).filter((group) => group.sponsors.length > 0);

  // No sponsor named and no logo: one line says how many there are at each level.
  if (noneKnown(SPONSORS, ['name', 'logo'])) {
    const counts = levels.map(({ level, sponsors }) => `${SPONSOR_LEVEL_TITLES[level]}: ${sponsors.length}`);
    return (
      <>
        <PageHero title="Sponsors">We thank the organisations that support the conference.</PageHero>
        <section className="section" aria-label="Sponsors">
          <NotYetPublished what="Sponsors">
            The sponsors will be listed here by level once they are announced ({counts.join(', ')}).
          </NotYetPublished>
        </section>
      </>
    );
  }

  return (
    <>
      <PageHero title="Sponsors">We thank the organisations that support the conference.</PageHero>
      {levels.map(({ level, sponsors }) => (
        <Section
          key={level}
          id={`level-${level.toLowerCase().replace(/\s+/g, '-')}`}
          title={SPONSOR_LEVEL_TITLES[level]}
        >
          <ul className="logo-grid">
            {sponsors.map((sponsor, index) => (
              // The list is static and names may be unknown: the position is the identity.
              <SponsorCard key={index} sponsor={sponsor} />
            ))}
          </ul>
        </Section>
      ))}
    </>
  );
}
