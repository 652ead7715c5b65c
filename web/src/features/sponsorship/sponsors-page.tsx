import { PageHero } from '../../components/ui/page-hero';
import { Section } from '../../components/ui/section';
import { SPONSOR_LEVEL_TITLES, SPONSORSHIP_PACKAGES, SPONSORS } from '../../content/sponsorship';

export function SponsorsPage() {
  // Levels in package order; a level without sponsors is not shown at all.
  const levels = SPONSORSHIP_PACKAGES.map((pack) => ({
    level: pack.name,
    sponsors: SPONSORS.filter((sponsor) => sponsor.level === pack.name),
  })).filter((group) => group.sponsors.length > 0);

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
            {sponsors.map((sponsor) => (
              <li key={sponsor.name} className="card sponsor-card">
                <img src={sponsor.logo} alt="" width="160" height="80" loading="lazy" decoding="async" />
                <p>{sponsor.name}</p>
              </li>
            ))}
          </ul>
        </Section>
      ))}
    </>
  );
}
