import encodeQR from 'qr';

/** A QR code's modules with its quiet zone: `size` by `size`, dark where `modules[row][column]`. */
export interface QrMatrix {
  size: number;
  modules: readonly (readonly boolean[])[];
}

/** Quiet zone around the code, in modules: the four the QR standard asks for. */
export const QUIET_ZONE = 4;

/**
 * The QR code of a pass's address. Error correction M (15%): a phone screen with a crack or a
 * glare still scans, and the code stays at version 4 (33 modules) for a 52-character address.
 */
export function qrMatrixOf(text: string): QrMatrix {
  const modules = encodeQR(text, 'raw', { ecc: 'medium', encoding: 'byte', border: QUIET_ZONE });
  return { size: modules.length, modules };
}

/** The code as an SVG image (a data: URL the CSP allows): sharp at any size and pixel density. */
export function qrSvgDataUrl({ size, modules }: QrMatrix): string {
  let path = '';
  modules.forEach((row, y) => row.forEach((dark, x) => dark && (path += `M${x} ${y}h1v1h-1z`)));
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges">` +
    `<rect width="${size}" height="${size}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** Draws the code, quiet zone included, at `x`, `y`, `module` pixels per module. */
export function drawQr(
  context: CanvasRenderingContext2D,
  { size, modules }: QrMatrix,
  x: number,
  y: number,
  module: number,
) {
  context.fillStyle = '#ffffff';
  context.fillRect(x, y, size * module, size * module);
  context.fillStyle = '#000000';
  modules.forEach((row, top) =>
    row.forEach((dark, left) => dark && context.fillRect(x + left * module, y + top * module, module, module)),
  );
}
