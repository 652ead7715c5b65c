import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { passFileName } from './pass-image';
import { QUIET_ZONE, qrMatrixOf, qrSvgDataUrl, type QrMatrix } from './pass-qr';

/** The code as a scanner sees it: RGBA pixels, `scale` per module. */
function pixels(matrix: QrMatrix, scale: number) {
  const side = (matrix.size + 2 * QUIET_ZONE) * scale;
  const data = new Uint8ClampedArray(side * side * 4).fill(255);
  for (let y = 0; y < side; y += 1) {
    for (let x = 0; x < side; x += 1) {
      const row = Math.floor(y / scale) - QUIET_ZONE;
      const column = Math.floor(x / scale) - QUIET_ZONE;
      const dark = row >= 0 && column >= 0 && row < matrix.size && column < matrix.size && matrix.isDark(row, column);
      if (dark) data.fill(0, (y * side + x) * 4, (y * side + x) * 4 + 3);
    }
  }
  return { data, side };
}

const URL_OF_A_PASS = 'https://icei2025.web.app/pass/abcdefghijklmnopqrstuA';

describe('the pass’s QR code', () => {
  it('reads back as the pass’s address', () => {
    const { data, side } = pixels(qrMatrixOf(URL_OF_A_PASS), 4);
    expect(jsQR(data, side, side)?.data).toBe(URL_OF_A_PASS);
  });

  it('stays small enough for a phone’s camera at arm’s length: version 4, 33 modules', () => {
    expect(qrMatrixOf(URL_OF_A_PASS).size).toBe(33);
  });

  it('is an SVG data URL with a quiet zone of four modules', () => {
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
