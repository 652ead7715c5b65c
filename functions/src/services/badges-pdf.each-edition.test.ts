import * as fontkit from 'fontkit';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdfPageTexts } from '../../../tests/support/pdf';
import { actualText, pdfSpans, type Span } from '../../../tests/support/pdf-content';
import { decodeQr, drawnModules } from '../../../tests/support/qr';
import { BADGE_ROLES, type Badge } from '../domain/badge';
import { CONFERENCE } from '../domain/conference';
import { BADGES_PER_PAGE, badgesPdf } from './badges-pdf';
import { fontFile } from './pdf-fonts';
import { qrCode } from './pdf-qr';

const passUrl = (n: number) => `${CONFERENCE.siteOrigin}/pass/${String(n).padStart(4, '0')}-k7Qm2xVb9Lr4`;
const badge = (n: number, name = `Participant ${n}`, organization = `Institute ${n}`): Badge => ({
  name,
  organization,
  role: BADGE_ROLES[n % BADGE_ROLES.length] ?? 'Author',
  passUrl: passUrl(n),
});
const nine = Array.from({ length: 9 }, (_, n) => badge(n + 1));
const count = (text: string, part: string) => text.split(part).length - 1;
const squash = (text: string) => text.replace(/\s+/g, '');

describe('badges PDF', () => {
  let texts: string[];
  let spans: Span[][];
  beforeAll(async () => {
    const pdf = await badgesPdf(nine);
    texts = await pdfPageTexts(new Uint8Array(pdf));
    spans = await pdfSpans(new Uint8Array(pdf));
  });

  it('puts eight badges on a page: nine take two', () => {
    expect(BADGES_PER_PAGE).toBe(8);
    expect(texts).toHaveLength(2);
    expect(count(texts[0] ?? '', CONFERENCE.shortTitle)).toBe(8);
    expect(count(texts[1] ?? '', CONFERENCE.shortTitle)).toBe(1);
  });

  it("prints on each badge the conference and its dates, the holder's name, organisation and role", () => {
    for (const [index, { name, organization, role }] of nine.entries()) {
      const page = texts[Math.floor(index / BADGES_PER_PAGE)] ?? '';
      // One badge after the other, its pieces in order; pdf.js puts spaces where it sees gaps.
      expect(squash(page)).toContain(
        squash(`${CONFERENCE.shortTitle}${CONFERENCE.datesLabel}${name}${organization}${role}`),
      );
    }
  });

  it("draws a QR code on each badge that reads back as the holder's pass, at error correction M", async () => {
    const codes = spans.flat().filter((span) => span.alt?.startsWith('QR code'));
    expect(codes).toHaveLength(nine.length);
    for (const [index, code] of codes.entries()) {
      const expected = nine[index]?.passUrl ?? '';
      expect(code.alt).toBe(`QR code of the pass: ${expected}`);
      const grid = drawnModules(code.rects);
      const { modules } = await qrCode(expected);
      expect(grid.map((cells, row) => cells.map((_, column) => modules.get(row, column) === 1))).toEqual(grid);
      expect(grid).toHaveLength(modules.size);
      expect(decodeQr(grid)).toBe(expected);
    }
  });

  it('refuses an empty list of badges', async () => {
    await expect(badgesPdf([])).rejects.toThrow('badgesPdf needs at least one badge');
  });

  it('refuses a name that no embedded font can print, rather than printing boxes', async () => {
    await expect(badgesPdf([badge(1, 'தமிழ்செல்வி')])).rejects.toThrow(/The name "தமிழ்செல்வி" has characters/);
  });

  it('shrinks a long name to fit on two lines', async () => {
    const name = 'Venkata Subrahmanya Lakshminarasimha Sharma Chaturvedula';
    const [page = []] = await pdfSpans(new Uint8Array(await badgesPdf([badge(1, name)])));
    const lines = page.filter(
      (span) =>
        span.fonts.some((font) => font.endsWith('+NotoSans-Bold')) &&
        span.actualText !== undefined &&
        name.includes(span.actualText),
    );
    expect(lines.length).toBeLessThanOrEqual(2);
    expect(lines.map((span) => span.actualText).join(' ')).toBe(name);
  });
});

describe('badges with Devanagari and Kannada names', () => {
  const people = [
    { name: 'अनन्या कुलकर्णी', script: 'devanagari', font: 'NotoSansDevanagari-Bold' },
    { name: 'ಅನನ್ಯಾ ಕುಲಕರ್ಣಿ', script: 'kannada', font: 'NotoSansKannada-Bold' },
    { name: 'ಲಕ್ಷ್ಮೀ', script: 'kannada', font: 'NotoSansKannada-Bold' },
  ] as const;
  let page: Span[];
  beforeAll(async () => {
    const badges = [
      ...people.map(({ name }, n) => badge(n, name, 'कर्नाटक विश्वविद्यालय')),
      badge(9, 'Dr. प्रियंका Rao', 'ಕರ್ನಾಟಕ ವಿಶ್ವವಿದ್ಯಾಲಯ, Dharwad'),
    ];
    [page = []] = await pdfSpans(new Uint8Array(await badgesPdf(badges)));
  });

  it('has a glyph for every character of the names in the font of their script', () => {
    for (const { name, script } of people) {
      for (const weight of ['regular', 'bold'] as const) {
        const font = fontkit.openSync(fontFile(script, weight)) as fontkit.Font;
        for (const char of name) expect(font.glyphForCodePoint(char.codePointAt(0) ?? 0).id, char).not.toBe(0);
      }
    }
  });

  it('sets each name in the font of its script, shaped, without an empty box', () => {
    for (const { name, font } of people) {
      const span = page.find((candidate) => candidate.actualText === name);
      expect(span?.fonts, name).toEqual([expect.stringMatching(new RegExp(`^[A-Z]{6}\\+${font}$`))]);
      expect(span?.glyphs.length, name).toBeGreaterThan(0);
      expect(span?.glyphs, name).not.toContain(0);
    }
  });

  it('forms conjuncts as HarfBuzz does: ಕ್ಷ with a vowel sign is the font’s ligature', () => {
    // ಲ, the ligature ಕ್ಷಿ, ma's subscript and the length mark; fontkit (pdfkit's own shaper)
    // draws five, ಕಿ and the subscript ಷ apart.
    expect(page.find((span) => span.actualText === 'ಲಕ್ಷ್ಮೀ')?.glyphs).toHaveLength(4);
  });

  it('reads back as written, mixed scripts each in their own font', () => {
    const text = actualText(page);
    for (const { name } of people) expect(text).toContain(name);
    expect(text).toContain('Dr. प्रियंका Rao');
    expect(text).toContain('ಕರ್ನಾಟಕ ವಿಶ್ವವಿದ್ಯಾಲಯ, Dharwad');
    const mixed = page.filter((span) => ['Dr. ', 'प्रियंका ', 'Rao'].includes(span.actualText ?? ''));
    expect(mixed.map((span) => span.fonts.map((font) => font.split('+')[1]))).toEqual([
      ['NotoSans-Bold'],
      ['NotoSansDevanagari-Bold'],
      ['NotoSans-Bold'],
    ]);
  });
});
