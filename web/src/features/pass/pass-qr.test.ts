import { decodeQR } from 'qr/decode.js';
import { describe, expect, it } from 'vitest';
import { passFileName } from './pass-image';
import { QUIET_ZONE, qrMatrixOf, qrSvgDataUrl, type QrMatrix } from './pass-qr';

/** The code as a scanner sees it: RGBA pixels, `scale` per module. */
function pixels({ size, modules }: QrMatrix, scale: number) {
  const side = size * scale;
  const data = new Uint8Array(side * side * 4).fill(255);
  for (let y = 0; y < side; y += 1) {
    for (let x = 0; x < side; x += 1) {
      if (modules[Math.floor(y / scale)]?.[Math.floor(x / scale)])
        data.fill(0, (y * side + x) * 4, (y * side + x) * 4 + 3);
    }
  }
  return { width: side, height: side, data };
}

const URL_OF_A_PASS = 'https://icei2025.web.app/pass/abcdefghijklmnopqrstuA';

describe('the pass’s QR code', () => {
  it('reads back as the pass’s address', () => {
    expect(decodeQR(pixels(qrMatrixOf(URL_OF_A_PASS), 4))).toBe(URL_OF_A_PASS);
  });

  it('stays coarse enough for a phone’s camera at arm’s length: version 4, 33 modules and the quiet zone', () => {
    const matrix = qrMatrixOf(URL_OF_A_PASS);
    expect(matrix.size).toBe(33 + 2 * QUIET_ZONE);
    expect(matrix.modules[QUIET_ZONE - 1]?.some(Boolean)).toBe(false);
    expect(matrix.modules[QUIET_ZONE]?.[QUIET_ZONE]).toBe(true); // a finder pattern's corner
  });

  it('is an SVG data URL of the whole square', () => {
    const url = qrSvgDataUrl(qrMatrixOf(URL_OF_A_PASS));
    expect(url.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(url)).toContain('viewBox="0 0 41 41"');
  });
});

describe('the saved pass’s file name', () => {
  it('names the holder, in plain letters', () => {
    expect(passFileName('Asha Rao')).toBe('entry-pass-asha-rao.png');
    expect(passFileName('Zoë  O’Brien-Śarma')).toBe('entry-pass-zoe-o-brien-sarma.png');
    expect(passFileName('张伟')).toBe('entry-pass.png');
  });
});
