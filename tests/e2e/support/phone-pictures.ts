// Pictures as phones make them, for the fields that turn a photo or screenshot into a PDF.
import sharp from 'sharp';

/**
 * A 12-megapixel photo (4032 × 3024, a phone camera's size) of grainy paper, about 6 MB as JPEG:
 * larger than the upload limit as taken. The grain is what makes it as large as a real photo.
 */
export async function phonePhoto(): Promise<Buffer> {
  const [width, height] = [4032, 3024];
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 1;
  const grain = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff - 0.5) * 60;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const paper = 200 + (((x >> 5) + (y >> 5)) % 2) * 30;
      for (let channel = 0; channel < 3; channel++) {
        pixels[(y * width + x) * 3 + channel] = Math.min(255, Math.max(0, paper - channel * 20 + grain()));
      }
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** A phone screenshot (1170 × 2532) as PNG: mostly flat colour with a band of detail. */
export async function phoneScreenshot(): Promise<Buffer> {
  const [width, height] = [1170, 2532];
  const pixels = Buffer.alloc(width * height * 4, 255);
  for (let y = 600; y < 900; y++) {
    for (let x = 0; x < width; x++) pixels.fill((x * y) % 200, (y * width + x) * 4, (y * width + x) * 4 + 3);
  }
  return sharp(pixels, { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();
}
