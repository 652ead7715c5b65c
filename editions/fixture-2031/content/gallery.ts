import type { GalleryImage } from '../../../web/src/content/types';
export type { GalleryImage } from '../../../web/src/content/types';

export const GALLERY_INTERVAL_MS = 3000;

// Six drawn pictures (scripts/edition/fixture-photos.ts), so the carousel's tests have photos to
// step through; the 2025 edition has none yet, and its home page shows no gallery.
const SCENES = [
  'teal and sand',
  'navy and sea green',
  'plum and apricot',
  'forest and sage',
  'indigo and sky',
  'rust and wheat',
];
export const MEMORIES: readonly GalleryImage[] = SCENES.map((colours, index) => ({
  id: index + 1,
  photo: { src: `/images/memories-${index + 1}.jpg`, alt: `Drawing of an auditorium in ${colours}` },
}));

export const GALLERY_IMAGE_SIZE = { width: 480, height: 320 };
