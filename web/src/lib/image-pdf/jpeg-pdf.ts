// A one-page PDF holding one JPEG, written by hand: the JPEG is embedded as it is (DCTDecode), so
// the whole writer is a few objects and a cross-reference table (docs/decisions/0024-images-become-pdfs-on-the-device.md).

/** The page's longer side: A4's (297 mm). The shorter side follows the image's proportions. */
const PAGE_LONG_SIDE_PT = 841.89;

interface JpegFrame {
  width: number;
  height: number;
  components: number;
}

// Start of frame: C0–CF except DHT (C4), JPG (C8) and DAC (CC).
const isFrameStart = (marker: number) => marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);

/** The JPEG's size and colour components, from its frame header; null when the bytes are no JPEG. */
export function jpegFrame(bytes: Uint8Array): JpegFrame | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    const length = ((bytes[at + 2] ?? 0) << 8) | (bytes[at + 3] ?? 0);
    if (isFrameStart(marker)) {
      if (at + 10 > bytes.length) return null;
      const height = ((bytes[at + 5] ?? 0) << 8) | (bytes[at + 6] ?? 0);
      const width = ((bytes[at + 7] ?? 0) << 8) | (bytes[at + 8] ?? 0);
      const components = bytes[at + 9] ?? 0;
      return width > 0 && height > 0 ? { width, height, components } : null;
    }
    if (length < 2) return null;
    at += 2 + length;
  }
  return null;
}

const COLOUR_SPACES: Record<number, string> = { 1: '/DeviceGray', 3: '/DeviceRGB' };

/**
 * A PDF of one page showing the JPEG whole: the page has the image's proportions, its longer side
 * as long as A4's, so it prints on A4 at nearly full size and shows without bars on any screen.
 * Throws for bytes that are no baseline or progressive JPEG in grey or colour (a canvas makes those).
 */
export function pdfOfJpeg(jpeg: Uint8Array): Uint8Array {
  const frame = jpegFrame(jpeg);
  const colourSpace = frame && COLOUR_SPACES[frame.components];
  if (!frame || !colourSpace) throw new Error('The image is not a JPEG this writer can embed.');
  const scale = PAGE_LONG_SIDE_PT / Math.max(frame.width, frame.height);
  const pageWidth = (frame.width * scale).toFixed(2);
  const pageHeight = (frame.height * scale).toFixed(2);
  const drawing = `q ${pageWidth} 0 0 ${pageHeight} 0 0 cm /Im0 Do Q`;
  const encoder = new TextEncoder();

  // Objects 1 to 5, the image last: everything before it is text, and the image is most of the file.
  const parts: Uint8Array[] = [];
  const offsets: number[] = [];
  let length = 0;
  const write = (part: Uint8Array | string) => {
    const bytes = typeof part === 'string' ? encoder.encode(part) : part;
    parts.push(bytes);
    length += bytes.length;
  };
  const object = (body: string) => {
    offsets.push(length);
    write(`${offsets.length} 0 obj\n${body}\nendobj\n`);
  };
  // The second line's bytes above 127 tell transfer tools the file is binary.
  write('%PDF-1.4\n');
  write(new Uint8Array([0x25, 0xe2, 0xe3, 0xcf, 0xd3, 0x0a]));
  object('<< /Type /Catalog /Pages 2 0 R >>');
  object('<< /Type /Pages /Kids [3 0 R] /Count 1 >>');
  object(
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${pageWidth} ${pageHeight}] ` +
      '/Resources << /XObject << /Im0 5 0 R >> >> /Contents 4 0 R >>',
  );
  object(`<< /Length ${drawing.length} >>\nstream\n${drawing}\nendstream`);
  offsets.push(length);
  write(
    `5 0 obj\n<< /Type /XObject /Subtype /Image /Width ${frame.width} /Height ${frame.height} ` +
      `/ColorSpace ${colourSpace} /BitsPerComponent 8 /Filter /DCTDecode /Length ${jpeg.length} >>\nstream\n`,
  );
  write(jpeg);
  write('\nendstream\nendobj\n');

  const table = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  const xref = length;
  write(`xref\n0 ${offsets.length + 1}\n0000000000 65535 f \n${table}`);
  write(`trailer\n<< /Size ${offsets.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);

  const pdf = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    pdf.set(part, at);
    at += part.length;
  }
  return pdf;
}
