export interface GalleryImage {
  id: number;
  img: string;
  alt: string;
}

export const GALLERY_INTERVAL_MS = 3000;

// Conference Memories: six images (spec section 9), placeholders until real photos exist.
export const MEMORIES: readonly GalleryImage[] = [1, 2, 3, 4, 5, 6].map((id) => ({
  id,
  img: `/images/memories/memory-${id}.svg`,
  alt: `Conference memories, placeholder photo ${id} of 6`,
}));

export const GALLERY_IMAGE_SIZE = { width: 480, height: 320 };
