import { ExternalLink } from '../../components/ui/external-link';
import { PageHero } from '../../components/ui/page-hero';
import { Section } from '../../components/ui/section';
import { EXTERNAL_LINKS } from '../../content/site';
import { NEARBY_DESTINATIONS, NEARBY_GALLERY } from '../../content/venue';

export function NearbyPage() {
  return (
    <>
      <PageHero title="Nearby Destinations">Heritage, nature and beaches within a few hours of Dharwad.</PageHero>
      <Section id="destinations" title="Places to Visit">
        <ul className="card-grid">
          {NEARBY_DESTINATIONS.map((place) => (
            <li key={place.name} className="card">
              <h3>{place.name}</h3>
              <p className="drive-time">Drive time: {place.driveTime}</p>
              <p>{place.description}</p>
            </li>
          ))}
        </ul>
        <p>
          <ExternalLink href={EXTERNAL_LINKS.tourism}>More on Karnataka Tourism</ExternalLink>
        </p>
      </Section>
      <Section id="gallery" title="Gallery">
        <ul className="photo-grid">
          {NEARBY_GALLERY.map((photo) => (
            <li key={photo.img}>
              <img src={photo.img} alt={photo.alt} width="480" height="320" loading="lazy" decoding="async" />
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
