// Portraits for the person cards, made at build time with sharp: each photo an edition names is
// cropped square (centred) and made at the avatar's size and twice it, for screens with two device
// pixels to a CSS pixel, in AVIF and WebP for the browsers that decode them and JPEG for the rest.
// Never enlarged: a 2x file is made only from a source that large, and a source smaller than the
// avatar is refused. A file's name carries a hash of its source and settings, so Hosting caches
// it as a hashed asset (/assets/**: a year, immutable) and a changed photo gets a new address.
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { PortraitFiles } from '../../web/src/components/ui/portrait';

/** Best first: a picture element's sources are tried in order; the last is the img's fallback. */
export const PORTRAIT_FORMATS = [
  { format: 'avif', type: 'image/avif', extension: 'avif', options: { quality: 55, effort: 4 } },
  { format: 'webp', type: 'image/webp', extension: 'webp', options: { quality: 80, effort: 4 } },
  { format: 'jpeg', type: 'image/jpeg', extension: 'jpg', options: { quality: 80, mozjpeg: true } },
] as const;

const DENSITIES = [1, 2] as const;

export type PortraitFormat = (typeof PORTRAIT_FORMATS)[number];

/** One file to make from a source. */
export interface PortraitVariant {
  /** Path inside the build's output folder, e.g. "assets/ananya-kulkarni-192-1a2b3c4d5e.avif". */
  fileName: string;
  format: PortraitFormat;
  density: number;
  /** Square: width and height in pixels. */
  pixels: number;
}

export interface PortraitPlan {
  files: PortraitFiles;
  variants: PortraitVariant[];
}

/** A photo that cannot be a portrait: the caller says whose it is. */
export class PortraitError extends Error {}

const stem = (name: string) => name.replace(/\.[^.]+$/, '');

/**
 * What to make of `source` (the bytes of the file `name`) for an avatar of `size` CSS pixels:
 * the files and the picture element's attributes. Reads only the image's header; rendering
 * is renderPortrait's.
 */
export async function planPortrait(name: string, source: Buffer, size: number): Promise<PortraitPlan> {
  let shorterSide: number;
  try {
    const { width, height } = await sharp(source).metadata();
    shorterSide = Math.min(width, height);
  } catch (error) {
    throw new PortraitError(`${name} is not an image sharp can read (${(error as Error).message})`);
  }
  if (shorterSide < size) {
    throw new PortraitError(`${name} is ${shorterSide} pixels on its shorter side; an avatar needs at least ${size}`);
  }
  const densities = DENSITIES.filter((density) => density * size <= shorterSide);
  const sourceHash = createHash('sha256').update(source).digest('hex');
  const variants = PORTRAIT_FORMATS.flatMap((format) =>
    densities.map((density): PortraitVariant => {
      const pixels = density * size;
      // The settings and sharp's version are part of the address: a file changes only under a new name.
      const hash = createHash('sha256')
        .update(JSON.stringify([sourceHash, pixels, format, sharp.versions]))
        .digest('hex')
        .slice(0, 10);
      return { fileName: `assets/${stem(name)}-${pixels}-${hash}.${format.extension}`, format, density, pixels };
    }),
  );
  const srcSet = (format: PortraitFormat) =>
    variants
      .filter((variant) => variant.format === format)
      .map((variant) => `/${variant.fileName} ${variant.density}x`)
      .join(', ');
  const fallback = PORTRAIT_FORMATS.at(-1);
  const fallback1x = variants.find((variant) => variant.format === fallback && variant.density === 1);
  if (!fallback || !fallback1x) throw new Error('The portrait formats end with a fallback, made at 1x.');
  return {
    variants,
    files: {
      sources: PORTRAIT_FORMATS.filter((format) => format !== fallback).map((format) => ({
        type: format.type,
        srcSet: srcSet(format),
      })),
      src: `/${fallback1x.fileName}`,
      srcSet: srcSet(fallback),
    },
  };
}

/** Makes one planned file: upright (EXIF orientation applied), square, sRGB, without metadata. */
export async function renderPortrait(source: Buffer, variant: PortraitVariant): Promise<Buffer> {
  const image = sharp(source).autoOrient().resize(variant.pixels, variant.pixels, { fit: 'cover' });
  const { format, options } = variant.format;
  return image.toFormat(format, options).toBuffer();
}
