// QR codes in the PDFs, drawn as vector squares: sharp at any print size, no image to embed.
import type { QRCode } from 'qrcode';

/** The standard's quiet zone: four modules of white on every side, inside the drawn box. */
export const QR_QUIET_MODULES = 4;

/**
 * The QR code of `text` at error correction level M: it still reads with 15% of it scuffed or
 * covered (a lanyard clip, a fold), in a symbol small enough for a badge.
 */
export async function qrCode(text: string): Promise<QRCode> {
  const { create } = await import('qrcode');
  return create(text, { errorCorrectionLevel: 'M' });
}

/**
 * Draws the code in the square at (x, y) of side `size`, quiet zone included: one rectangle per
 * horizontal run of dark modules, all filled as one path (no seams between them on screen). It is
 * marked with `alt` for readers that describe images.
 */
export function drawQrCode(
  doc: PDFKit.PDFDocument,
  code: QRCode,
  box: { x: number; y: number; size: number },
  alt: string,
): void {
  const { modules } = code;
  const module = box.size / (modules.size + 2 * QR_QUIET_MODULES);
  const left = box.x + QR_QUIET_MODULES * module;
  const top = box.y + QR_QUIET_MODULES * module;
  doc.markContent('Span', { alt });
  doc.save();
  for (let row = 0; row < modules.size; row += 1) {
    let runStart = -1;
    for (let column = 0; column <= modules.size; column += 1) {
      const dark = column < modules.size && modules.get(row, column) === 1;
      if (dark && runStart === -1) runStart = column;
      if (!dark && runStart !== -1) {
        doc.rect(left + runStart * module, top + row * module, (column - runStart) * module, module);
        runStart = -1;
      }
    }
  }
  doc.fillColor('black').fill();
  doc.restore();
  doc.endMarkedContent();
}
