import { describe, expect, it } from 'vitest';
import { passCodeFromScan } from './scanned-code';

const CODE = 'AbCdEfGhIjKlMnOpQr_-0w';

describe('what the desk reads from a scanned QR code', () => {
  it('the code of a pass’s address, on any host, with or without a trailing slash', () => {
    expect(passCodeFromScan(`https://icei2025.web.app/pass/${CODE}`)).toBe(CODE);
    expect(passCodeFromScan(`http://127.0.0.1:5000/pass/${CODE}/`)).toBe(CODE);
    expect(passCodeFromScan(`https://icei2025.web.app/pass/${CODE}?utm=mail#top`)).toBe(CODE);
  });

  it('a bare code, with the whitespace a scanner may add', () => {
    expect(passCodeFromScan(CODE)).toBe(CODE);
    expect(passCodeFromScan(` ${CODE}\n`)).toBe(CODE);
  });

  it('nothing from any other code: another page, a code of the wrong shape, plain text', () => {
    for (const text of [
      `https://icei2025.web.app/verify/${CODE}`,
      `https://icei2025.web.app/pass/${CODE}/more`,
      `https://icei2025.web.app/pass/${CODE.slice(0, -1)}B`,
      'https://icei2025.web.app/pass/',
      'ICEI25-0001-0001',
      'WIFI:S:venue;T:WPA;P:secret;;',
      '',
    ]) {
      expect(passCodeFromScan(text), text).toBeNull();
    }
  });
});
