import qrcode from 'qrcode-generator';

/** A QR code's modules: `size` by `size`, dark where `isDark(row, column)`. */
export interface QrMatrix {
  size: number;
  isDark(row: number, column: number): boolean;
}

/** Quiet zone around the code, in modules: the four the QR standard asks for. */
export const QUIET_ZONE = 4;

/**
 * The QR code of a pass's address. Error correction M (15%): a phone screen with a crack or a
 * glare still scans, and the code stays at version 4 (33 modules) for a 50-character address.
 */
export function qrMatrixOf(text: string): QrMatrix {
  const code = qrcode(0, 'M');
  code.addData(text, 'Byte');
  code.make();
  return { size: code.getModuleCount(), isDark: (row, column) => code.isDark(row, column) };
}

/** The code as an SVG image (a data: URL the CSP allows): sharp at any size and pixel density. */
export function qrSvgDataUrl(matrix: QrMatrix): string {
  const side = matrix.size + 2 * QUIET_ZONE;
  let path = '';
  for (let row = 0; row < matrix.size; row += 1) {
    for (let column = 0; column < matrix.size; column += 1) {
      if (matrix.isDark(row, column)) path += `M${column + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
    }
  }
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}" shape-rendering="crispEdges">` +
    `<rect width="${side}" height="${side}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** Draws the code (with its quiet zone) at `x`, `y`, `module` pixels per module. */
export function drawQr(context: CanvasRenderingContext2D, matrix: QrMatrix, x: number, y: number, module: number) {
  const side = (matrix.size + 2 * QUIET_ZONE) * module;
  context.fillStyle = '#ffffff';
  context.fillRect(x, y, side, side);
  context.fillStyle = '#000000';
  for (let row = 0; row < matrix.size; row += 1) {
    for (let column = 0; column < matrix.size; column += 1) {
      if (matrix.isDark(row, column)) {
        context.fillRect(x + (column + QUIET_ZONE) * module, y + (row + QUIET_ZONE) * module, module, module);
      }
    }
  }
}
