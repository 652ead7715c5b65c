import { PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { inspectContent } from '../../../../functions/src/http/file-content';
import { requirePdf } from '../../../../functions/src/http/uploads';
import { jpegFrame, pdfOfJpeg } from './jpeg-pdf';

/** A JPEG of a diagonal gradient, as a canvas or a phone would encode one. */
async function jpegOf(width: number, height: number, channels: 1 | 3): Promise<Uint8Array> {
  const pixels = Buffer.alloc(width * height * channels);
  for (let at = 0; at < pixels.length; at++) pixels[at] = (Math.floor(at / channels) * 7) % 256;
  const raw = sharp(pixels, { raw: { width, height, channels } });
  const image = channels === 1 ? raw.toColourspace('b-w') : raw;
  return new Uint8Array(await image.jpeg({ quality: 80 }).toBuffer());
}

/** What the server decides of an upload with these bytes: the checks its upload handlers run. */
async function serverVerdict(bytes: Uint8Array) {
  const content = await inspectContent(bytes);
  return requirePdf({
    field: 'receipt',
    filename: 'receipt.pdf',
    declaredType: 'application/pdf',
    data: Buffer.from(bytes),
    content,
  });
}

/** The one image drawn on the document's only page, as its dictionary says. */
function imageOf(document: PDFDocument) {
  const [page] = document.getPages();
  const xObjects = page?.node.Resources()?.lookup(PDFName.of('XObject'), PDFDict);
  const name = xObjects?.keys()[0];
  const image = name && xObjects.lookup(name);
  if (!(image instanceof PDFRawStream)) throw new Error('The page draws no image.');
  const number = (key: string) => image.dict.lookup(PDFName.of(key), PDFNumber).asNumber();
  return {
    width: number('Width'),
    height: number('Height'),
    filter: image.dict.lookup(PDFName.of('Filter'))?.toString(),
    bytes: image.contents,
  };
}

describe('pdfOfJpeg', () => {
  it('makes a one-page PDF of a colour photo that the server takes as a PDF', async () => {
    const jpeg = await jpegOf(300, 400, 3);
    const pdf = pdfOfJpeg(jpeg);

    expect(await serverVerdict(pdf)).toBe('pdf');
    const document = await PDFDocument.load(pdf);
    expect(document.getPageCount()).toBe(1);
    const image = imageOf(document);
    expect(image).toMatchObject({ width: 300, height: 400, filter: '/DCTDecode' });
    // Embedded as it came, byte for byte: no second compression.
    expect(Buffer.from(image.bytes).equals(Buffer.from(jpeg))).toBe(true);
  });

  it('gives the page the image’s proportions, portrait or landscape, with A4’s longer side', async () => {
    const a4LongSide = (297 / 25.4) * 72;
    for (const [width, height] of [
      [300, 400],
      [640, 200],
    ] as const) {
      const document = await PDFDocument.load(pdfOfJpeg(await jpegOf(width, height, 3)));
      const size = document.getPage(0).getSize();
      expect(Math.max(size.width, size.height)).toBeCloseTo(a4LongSide, 1);
      expect(size.width / size.height).toBeCloseTo(width / height, 2);
    }
  });

  it('embeds a greyscale JPEG in grey', async () => {
    const jpeg = await jpegOf(120, 90, 1);
    expect(jpegFrame(jpeg)?.components).toBe(1);
    const pdf = pdfOfJpeg(jpeg);
    expect(await serverVerdict(pdf)).toBe('pdf');
    expect(Buffer.from(pdf).includes('/ColorSpace /DeviceGray')).toBe(true);
  });

  it('points its cross-reference table at each object', async () => {
    const pdf = Buffer.from(pdfOfJpeg(await jpegOf(40, 30, 3)));
    const xref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(pdf.toString('latin1'))?.[1]);
    const table = pdf.subarray(xref).toString('latin1').split('\n');
    expect(table[0]).toBe('xref');
    const [, count] = (table[1] ?? '').split(' ').map(Number);
    for (let number = 1; number < (count ?? 0); number++) {
      const offset = Number(table[2 + number]?.slice(0, 10));
      expect(pdf.subarray(offset).toString('latin1')).toMatch(new RegExp(`^${number} 0 obj\\n`));
    }
  });

  it('refuses bytes that are not a JPEG, and a JPEG cut before its frame', async () => {
    const png = new Uint8Array(
      await sharp(Buffer.alloc(12), { raw: { width: 2, height: 2, channels: 3 } })
        .png()
        .toBuffer(),
    );
    expect(() => pdfOfJpeg(png)).toThrow();
    const jpeg = await jpegOf(40, 30, 3);
    expect(jpegFrame(jpeg)).toEqual({ width: 40, height: 30, components: 3 });
    expect(() => pdfOfJpeg(jpeg.subarray(0, 20))).toThrow();
  });
});
