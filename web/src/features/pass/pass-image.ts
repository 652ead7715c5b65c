import type { PassView } from '@domain/api/pass';
import { drawQr, type QrMatrix } from './pass-qr';

const WIDTH = 720;
const MARGIN = 40;
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
const BRAND = '#00629b';

/** Writes one centred line, shrinking the font until it fits the card's width; returns the next line's top. */
function line(
  context: CanvasRenderingContext2D,
  text: string,
  top: number,
  size: number,
  weight: number,
  color: string,
) {
  let fontSize = size;
  do {
    context.font = `${weight} ${fontSize}px ${FONT}`;
    fontSize -= 2;
  } while (context.measureText(text).width > WIDTH - 2 * MARGIN && fontSize > 12);
  context.fillStyle = color;
  context.textAlign = 'center';
  context.textBaseline = 'top';
  context.fillText(text, WIDTH / 2, top);
  return top + Math.round(size * 1.45);
}

/**
 * The pass as a picture: the conference, the QR code and who it admits, drawn on a canvas. Saved
 * on the device, it shows at the desk without a connection (see web/README.md, "The entry pass").
 */
export function passImage(matrix: QrMatrix, pass: PassView): HTMLCanvasElement {
  const module = Math.floor((WIDTH - 2 * MARGIN) / matrix.size);
  const qrSide = module * matrix.size;
  const canvas = document.createElement('canvas');
  canvas.width = WIDTH;
  canvas.height = qrSide + 440;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw the pass.');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  let top = line(context, 'Entry pass', MARGIN, 28, 600, BRAND);
  top = line(context, pass.conferenceName, top, 26, 700, '#1a1a1a');
  top = line(context, pass.datesLabel, top, 24, 400, '#1a1a1a');
  drawQr(context, matrix, (WIDTH - qrSide) / 2, top + 8, module);
  top += qrSide + 24;
  top = line(context, pass.name, top, 40, 700, '#1a1a1a');
  top = line(context, pass.organization, top, 26, 400, '#1a1a1a');
  line(context, pass.tier, top, 24, 400, '#4a5560');
  return canvas;
}

/** "Asha Rao" → "entry-pass-asha-rao.png": one file per person of a group. */
export function passFileName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `entry-pass${slug ? `-${slug}` : ''}.png`;
}

/** Downloads the pass as a PNG file. */
export function savePassImage(matrix: QrMatrix, pass: PassView): Promise<void> {
  return new Promise((resolve, reject) => {
    passImage(matrix, pass).toBlob((blob) => {
      if (!blob) return reject(new Error('The pass could not be drawn.'));
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = passFileName(pass.name);
      document.body.append(link);
      link.click();
      link.remove();
      // Revoked a moment later: some browsers start the download after click() returns.
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      resolve();
    }, 'image/png');
  });
}
