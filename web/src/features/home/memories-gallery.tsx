import { useEffect, useState } from 'react';
import { PhotoSlot } from '../../components/ui/photo-slot';
import { Section } from '../../components/ui/section';
import { GALLERY_IMAGE_SIZE, GALLERY_INTERVAL_MS, MEMORIES, type GalleryImage } from '../../content/gallery';
import { usePrefersReducedMotion } from '../../lib/use-prefers-reduced-motion';

/** Position relative to the current image, -2 … +3 for six images; CSS places -2 … +2 and hides the rest. */
function offsetFrom(current: number, index: number, count: number): number {
  return ((index - current + count + 2) % count) - 2;
}

// Every entry is a slide, published or not: a photo still to be announced holds its place as a
// drawn tile, so the carousel runs the same before and after the photos arrive.
function Carousel({ images, name }: { images: readonly GalleryImage[]; name: string }) {
  const [current, setCurrent] = useState(0);
  // WCAG 2.2.2: what moves on its own can be paused; reduced motion starts it paused.
  const [paused, setPaused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const count = images.length;
  const moving = !reducedMotion && !paused;

  useEffect(() => {
    if (!moving) return;
    const timer = window.setInterval(() => setCurrent((index) => (index + 1) % count), GALLERY_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [moving, count]);

  return (
    <div className="gallery" data-current={current}>
      <ul className="gallery__list">
        {images.map((image, index) => (
          <li key={image.id} className="gallery__item" data-offset={offsetFrom(current, index, count)}>
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
        {!reducedMotion && (
          <button type="button" aria-pressed={paused} onClick={() => setPaused((value) => !value)}>
            Pause slideshow
          </button>
        )}
        <button type="button" onClick={() => setCurrent((current - 1 + count) % count)}>
          Previous image
        </button>
        <button type="button" onClick={() => setCurrent((current + 1) % count)}>
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
