import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isPrintable } from '../domain/schema-helpers';
import { SCRIPTS } from '../domain/script-runs';
import { fontFile, FONT_WEIGHTS, loadPdfFonts, unprintableCharacters } from './pdf-fonts';

describe('the fonts the PDFs embed', () => {
  it('has a regular and a bold Noto font for every script, found from source as in the bundle', async () => {
    const { fonts } = await loadPdfFonts();
    expect([...fonts.keys()]).toEqual(SCRIPTS.flatMap((script) => FONT_WEIGHTS.map((weight) => `${script}-${weight}`)));
    for (const script of SCRIPTS) {
      for (const weight of FONT_WEIGHTS) {
        expect(existsSync(fontFile(script, weight))).toBe(true);
        expect(fontFile(script, weight)).toMatch(/NotoSans\w*_(400Regular|700Bold)\.ttf$/);
      }
    }
  });

  it('prints Latin, Greek, Cyrillic, Devanagari and Kannada, mixed too', async () => {
    for (const text of [
      'Ananya Kulkarni-Łukasiewicz, Université Paris-Saclay',
      'Σοφία Иванова',
      'अनन्या कुलकर्णी',
      'ಅನನ್ಯಾ ಕುಲಕರ್ಣಿ',
      'Dr. ಲಕ್ಷ್ಮೀ (अनन्या) Rao',
      'ರಾಜ್\u200Cಕುಮಾರ್',
    ]) {
      expect(await unprintableCharacters(text), text).toEqual([]);
    }
  });

  it('names the characters of other scripts, which no embedded font has', async () => {
    expect(await unprintableCharacters('Selvi தமிழ்')).toEqual(['த', 'ம', 'ி', 'ழ', '்']);
    expect(await unprintableCharacters('王 Wang')).toEqual(['王']);
  });

  // The forms refuse, where it is typed, what the PDFs could not print (domain/schema-helpers.ts):
  // everything they accept must print, in every font weight.
  it('prints every character the forms accept as printable, and the forms refuse the rest of these', async () => {
    const accepted: string[] = [];
    for (let point = 0; point <= 0x10ffff; point += 1) {
      if (point >= 0xd800 && point <= 0xdfff) continue;
      const char = String.fromCodePoint(point);
      if (isPrintable(char) && !/[\t\n\r]/.test(char)) accepted.push(char);
    }
    expect(accepted.length).toBeGreaterThan(1000);
    expect(await unprintableCharacters(accepted.join(''))).toEqual([]);
    for (const text of ['Selvi தமிழ்', '王 Wang', 'Asha 😀', 'Rao\ud800', '𝐁old', 'مريم']) {
      expect(isPrintable(text), text).toBe(false);
    }
    for (const text of ['Zoë Ñúñez-O’Brien', 'अनन्या', 'ಕನ್ನಡ', '₹ 7,100 — “Pvt. Ltd.”', '12, MG Road\nBengaluru']) {
      expect(isPrintable(text), text).toBe(true);
    }
  });
});
