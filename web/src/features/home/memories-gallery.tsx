import { Section } from '../../components/ui/section';
import { withPhotos, type Photo } from '../../content/fact';
import { GALLERY_IMAGE_SIZE, GALLERY_INTERVAL_MS, MEMORIES } from '../../content/gallery';
import { offsetFrom } from '../../enhance/gallery';

// The published photos, one slide each; the HTML shows the first and enhance/gallery.ts steps it,
// pauses it, and keeps it still for reduced motion.
function Carousel({ photos }: { photos: readonly { id: number; photo: Photo }[] }) {
  const { width, height } = GALLERY_IMAGE_SIZE;
  return (
    <div className="gallery" data-current={0} data-interval={GALLERY_INTERVAL_MS}>
      <ul className="gallery__list">
        {photos.map(({ id, photo }, index) => (
          <li key={id} className="gallery__item" data-offset={offsetFrom(0, index, photos.length)}>
            <img src={photo.src} alt={photo.alt} width={width} height={height} loading="lazy" decoding="async" />
          </li>
        ))}
      </ul>
      <div className="gallery__controls">
        <button type="button" aria-pressed={false} data-gallery="pause">
          Pause slideshow
        </button>
        <button type="button" data-gallery="previous">
          Previous image
        </button>
        <button type="button" data-gallery="next">
          Next image
        </button>
      </div>
    </div>
  );
}

/** Conference Memories, once it has photos; until then the home page ends without it. */
export function MemoriesGallery() {
  const photos = withPhotos(MEMORIES);
  if (photos.length === 0) return null;
  return (
    <Section id="memories" title="Conference Memories" className="memories">
      <Carousel photos={photos} />
    </Section>
  );
}
