// QR codes drawn in the PDFs (functions/src/services/pdf-qr.ts), read back: the grid of modules the
// filled rectangles cover, and what a camera decodes from it.
import jsQR from 'jsqr';
import { QR_QUIET_MODULES } from '../../functions/src/services/pdf-qr';
import type { Rect } from './pdf-content';

/** The QR code's modules as drawn: the grid the filled rectangles cover. */
export function drawnModules(rects: readonly Rect[]): boolean[][] {
  const module = Math.min(...rects.map((rect) => rect.height));
  const left = Math.min(...rects.map((rect) => rect.x));
  const top = Math.min(...rects.map((rect) => rect.y));
  const size = Math.round((Math.max(...rects.map((rect) => rect.y + rect.height)) - top) / module);
  const grid = Array.from({ length: size }, () => Array.from({ length: size }, () => false));
  for (const rect of rects) {
    const row = Math.round((rect.y - top) / module);
    const first = Math.round((rect.x - left) / module);
    for (let column = first; column < first + Math.round(rect.width / module); column += 1) {
      const cells = grid[row];
      if (cells) cells[column] = true;
    }
  }
  return grid;
}

/** The modules as a camera would see them: 4 pixels each, with the quiet zone, read by jsQR. */
export function decodeQr(grid: boolean[][]): string | undefined {
  const scale = 4;
  const side = (grid.length + 2 * QR_QUIET_MODULES) * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  grid.forEach((cells, row) =>
    cells.forEach((dark, column) => {
      if (!dark) return;
      for (let dy = 0; dy < scale; dy += 1) {
        for (let dx = 0; dx < scale; dx += 1) {
          const y = (row + QR_QUIET_MODULES) * scale + dy;
          const x = (column + QR_QUIET_MODULES) * scale + dx;
          pixels.fill(0, (y * side + x) * 4, (y * side + x) * 4 + 3);
        }
      }
    }),
  );
  return jsQR(pixels, side, side)?.data;
}
