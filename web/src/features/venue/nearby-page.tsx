import { CONFERENCE } from '@domain/conference';
import { ExternalLink } from '../../components/ui/external-link';
import { PageHero } from '../../components/ui/page-hero';
import { Section } from '../../components/ui/section';
import { withPhotos } from '../../content/fact';
import { EXTERNAL_LINKS } from '../../content/site';
import { NEARBY_DESTINATIONS, NEARBY_GALLERY, NEARBY_PHOTO_SIZE } from '../../content/venue';

// The gallery shows the published photos, and is left out while there are none.
export function NearbyPage() {
  const photos = withPhotos(NEARBY_GALLERY);
  return (
    <>
      <PageHero title="Nearby Destinations">
        Heritage, nature and beaches within a few hours of {CONFERENCE.place.locality}.
      </PageHero>
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
          <ExternalLink href={EXTERNAL_LINKS.tourism}>More on {CONFERENCE.place.region} Tourism</ExternalLink>
        </p>
      </Section>
      {photos.length > 0 && (
        <Section id="gallery" title="Gallery">
          <ul className="photo-grid">
            {photos.map(({ id, photo }) => (
              <li key={id}>
                <img
                  src={photo.src}
                  alt={photo.alt}
                  width={NEARBY_PHOTO_SIZE.width}
                  height={NEARBY_PHOTO_SIZE.height}
                  loading="lazy"
                  decoding="async"
                />
              </li>
            ))}
          </ul>
        </Section>
      )}
    </>
  );
}
