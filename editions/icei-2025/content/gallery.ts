import { TBA } from '../../../web/src/content/fact';
import type { GalleryImage } from '../../../web/src/content/types';
export type { GalleryImage } from '../../../web/src/content/types';

export const GALLERY_INTERVAL_MS = 3000;

// Conference Memories: six images with ids 1 to 6 (docs/rules.md, "The pages"); no photos are published yet.
export const MEMORIES: readonly GalleryImage[] = [1, 2, 3, 4, 5, 6].map((id) => ({ id, photo: TBA }));

export const GALLERY_IMAGE_SIZE = { width: 480, height: 320 };
