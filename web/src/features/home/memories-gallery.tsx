import { PhotoSlot } from '../../components/ui/photo-slot';
import { Section } from '../../components/ui/section';
import { GALLERY_IMAGE_SIZE, GALLERY_INTERVAL_MS, MEMORIES, type GalleryImage } from '../../content/gallery';
import { offsetFrom } from '../../enhance/gallery';

// Every entry is a slide, published or not: a photo still to be announced holds its place as a
// drawn tile, so the carousel runs the same before and after the photos arrive. The HTML shows the
// first; enhance/gallery.ts steps it, pauses it, and keeps it still for reduced motion.
function Carousel({ images, name }: { images: readonly GalleryImage[]; name: string }) {
  const count = images.length;
  return (
    <div className="gallery" data-current={0} data-interval={GALLERY_INTERVAL_MS}>
      <ul className="gallery__list">
        {images.map((image, index) => (
          <li key={image.id} className="gallery__item" data-offset={offsetFrom(0, index, count)}>
            <PhotoSlot
              photo={image.photo}
              size={GALLERY_IMAGE_SIZE}
              gallery={name}
              position={index + 1}
              count={count}
            />
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

export function MemoriesGallery() {
  return (
    <Section id="memories" title="Conference Memories" className="memories">
      <Carousel images={MEMORIES} name="Conference memories" />
    </Section>
  );
}
