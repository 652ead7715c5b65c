import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { planPortrait, PORTRAIT_FORMATS, PortraitError, renderPortrait } from './portraits';

const SIZE = 96;

/** A test image of the given size, in a format sharp reads (not a portrait of anyone). */
async function image(width: number, height: number, format: 'png' | 'jpeg' = 'png'): Promise<Buffer> {
  const background = { r: 15, g: 92, b: 92 };
  return sharp({ create: { width, height, channels: 3, background } })
    .toFormat(format)
    .toBuffer();
}

/** What sharp calls each format when it reads a file back (AVIF is a HEIF container). */
const READ_BACK: Record<string, string> = { avif: 'heif', webp: 'webp', jpeg: 'jpeg' };

describe('planPortrait and renderPortrait', () => {
  it('make every format at 1x and 2x of the avatar, square, at the sizes the files really have', async () => {
    // A camera's EXIF block (where a phone also writes the place): none of it is published.
    const source = await sharp(await image(640, 480, 'jpeg'))
      .withExif({ IFD0: { Artist: 'A camera' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(source).metadata()).exif).toBeDefined();
    const { variants } = await planPortrait('ananya-kulkarni.jpg', source, SIZE);
    expect(variants.map(({ format, density }) => `${format.extension}@${density}x`)).toEqual([
      'avif@1x',
      'avif@2x',
      'webp@1x',
      'webp@2x',
      'jpg@1x',
      'jpg@2x',
    ]);
    for (const variant of variants) {
      const file = await sharp(await renderPortrait(source, variant)).metadata();
      expect(file.format).toBe(READ_BACK[variant.format.format]);
      expect([file.width, file.height]).toEqual([SIZE * variant.density, SIZE * variant.density]);
      expect(variant.pixels).toBe(SIZE * variant.density);
      expect(file.exif).toBeUndefined();
    }
  });

  it('writes the picture element: modern sources first, the JPEG as the img, each file at its density', async () => {
    const { files, variants } = await planPortrait('ananya-kulkarni.png', await image(400, 400), SIZE);
    const url = (extension: string, pixels: number) => {
      const variant = variants.find((v) => v.format.extension === extension && v.pixels === pixels);
      return `/${variant?.fileName ?? 'missing'}`;
    };
    expect(files).toEqual({
      sources: [
        { type: 'image/avif', srcSet: `${url('avif', 96)} 1x, ${url('avif', 192)} 2x` },
        { type: 'image/webp', srcSet: `${url('webp', 96)} 1x, ${url('webp', 192)} 2x` },
      ],
      src: url('jpg', 96),
      srcSet: `${url('jpg', 96)} 1x, ${url('jpg', 192)} 2x`,
    });
    for (const { fileName } of variants)
      expect(fileName).toMatch(/^assets\/ananya-kulkarni-(96|192)-[0-9a-f]{10}\.\w+$/);
    expect(PORTRAIT_FORMATS.at(-1)?.type).toBe('image/jpeg');
  });

  it('names files after their source: the same photo keeps its addresses, a new one gets new ones', async () => {
    const first = await planPortrait('a.jpg', await image(300, 300, 'jpeg'), SIZE);
    const again = await planPortrait('a.jpg', await image(300, 300, 'jpeg'), SIZE);
    const changed = await planPortrait('a.jpg', await image(300, 301, 'jpeg'), SIZE);
    expect(again.files).toEqual(first.files);
    const names = (plan: typeof first) => plan.variants.map((variant) => variant.fileName);
    expect(names(changed).filter((name) => names(first).includes(name))).toEqual([]);
  });

  it('never enlarges: a source smaller than 2x gets 1x only, one smaller than the avatar is refused', async () => {
    const small = await planPortrait('small.png', await image(150, 400), SIZE);
    expect(small.variants.map((variant) => variant.density)).toEqual([1, 1, 1]);
    expect(small.files.srcSet).toMatch(/^\/assets\/small-96-\w+\.jpg 1x$/);
    await expect(planPortrait('tiny.png', await image(200, 80), SIZE)).rejects.toThrow(
      new PortraitError('tiny.png is 80 pixels on its shorter side; an avatar needs at least 96'),
    );
  });

  it('refuses a file that is not an image', async () => {
    await expect(planPortrait('notes.jpg', Buffer.from('not an image'), SIZE)).rejects.toThrow(
      /^notes\.jpg is not an image sharp can read/,
    );
  });
});
