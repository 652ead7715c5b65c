import { useEffect, useState } from 'react';
import { GALLERY_IMAGE_SIZE, GALLERY_INTERVAL_MS, MEMORIES } from '../../content/gallery';
import { Section } from '../../components/ui/section';
import { usePrefersReducedMotion } from '../../lib/use-prefers-reduced-motion';

/** Position relative to the current image, -2 … +3 for six images; CSS places -2 … +2 and hides the rest. */
function offsetFrom(current: number, index: number, count: number): number {
  return ((index - current + count + 2) % count) - 2;
}

export function MemoriesGallery() {
  const [current, setCurrent] = useState(0);
  const reducedMotion = usePrefersReducedMotion();
  const count = MEMORIES.length;

  useEffect(() => {
    if (reducedMotion) return;
    const timer = window.setInterval(() => setCurrent((index) => (index + 1) % count), GALLERY_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [reducedMotion, count]);

  return (
    <Section id="memories" title="Conference Memories" className="memories">
      <div className="gallery" data-current={current}>
        <ul className="gallery__list">
          {MEMORIES.map((image, index) => (
            <li key={image.id} className="gallery__item" data-offset={offsetFrom(current, index, count)}>
              <img
                src={image.img}
                alt={image.alt}
                width={GALLERY_IMAGE_SIZE.width}
                height={GALLERY_IMAGE_SIZE.height}
                loading="lazy"
                decoding="async"
              />
            </li>
          ))}
        </ul>
        <div className="gallery__controls">
          <button type="button" onClick={() => setCurrent((current - 1 + count) % count)}>
            Previous image
          </button>
          <button type="button" onClick={() => setCurrent((current + 1) % count)}>
            Next image
          </button>
        </div>
      </div>
    </Section>
  );
}
