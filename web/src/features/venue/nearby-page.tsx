import { CONFERENCE } from '@domain/conference';
import { ExternalLink } from '../../components/ui/external-link';
import { PageHero } from '../../components/ui/page-hero';
import { PhotoSlot } from '../../components/ui/photo-slot';
import { Section } from '../../components/ui/section';
import { EXTERNAL_LINKS } from '../../content/site';
import { NEARBY_DESTINATIONS, NEARBY_GALLERY, NEARBY_PHOTO_SIZE } from '../../content/venue';

export function NearbyPage() {
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
      <Section id="gallery" title="Gallery">
        {/* Every place holds its photo's slot, published or not, so the grid keeps its shape. */}
        <ul className="photo-grid">
          {NEARBY_GALLERY.map((image, index) => (
            <li key={image.id}>
              <PhotoSlot
                photo={image.photo}
                size={NEARBY_PHOTO_SIZE}
                gallery="Nearby destinations"
                position={index + 1}
                count={NEARBY_GALLERY.length}
              />
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
