import { PageHero } from '../../components/ui/page-hero';
import { Section } from '../../components/ui/section';
import { FactText } from '../../components/ui/to-be-announced';
import { isKnown } from '../../content/fact';
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
