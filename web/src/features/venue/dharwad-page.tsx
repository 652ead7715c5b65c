import { CONFERENCE } from '@domain/conference';
import { ExternalLink } from '../../components/ui/external-link';
import { PageHero } from '../../components/ui/page-hero';
import { Section } from '../../components/ui/section';
import { DHARWAD, VENUE } from '../../content/venue';

export function DharwadPage() {
  return (
    <>
      <PageHero title={CONFERENCE.place.locality}>The host city of the conference.</PageHero>
      <Section id="city" title="The City" className="prose">
        <p>{DHARWAD.city}</p>
      </Section>
      <Section id="climate" title="Climate" className="prose">
        <p>{DHARWAD.climate}</p>
      </Section>
      <Section id="industries" title="Industries" className="prose">
        <p>{DHARWAD.industries}</p>
      </Section>
      <Section id="map" title="Map" className="prose">
        <p>
          {VENUE.name}, {VENUE.address}. <ExternalLink href={VENUE.mapUrl}>Open the venue on a map</ExternalLink>
        </p>
      </Section>
      <Section id="attractions" title="Attractions" className="prose">
        <ul>
          {DHARWAD.attractions.map((place) => (
            <li key={place}>{place}</li>
          ))}
        </ul>
      </Section>
    </>
  );
}
