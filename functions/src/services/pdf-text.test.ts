import PDFDocument from 'pdfkit';
import { beforeAll, describe, expect, it } from 'vitest';
import { oneLine, TextSetter } from './pdf-text';

describe('setting text in a PDF', () => {
  let text: TextSetter;
  beforeAll(async () => {
    text = await TextSetter.for(new PDFDocument({ size: 'A4' }));
  });
  const bold = (size: number) => ({ weight: 'bold', size }) as const;

  it('measures mixed scripts as the sum of their runs', () => {
    const latin = text.width('Dr. ', bold(20));
    const devanagari = text.width('अनन्या', bold(20));
    expect(text.width('Dr. अनन्या', bold(20))).toBeCloseTo(latin + devanagari, 6);
    expect(text.width('Ananya', bold(20))).toBeCloseTo(2 * text.width('Ananya', bold(10)), 6);
  });

  it('wraps at spaces, and inside a word only when it is wider than the line', () => {
    const width = text.width('Venkata Subrahmanya', bold(20));
    expect(text.wrap('Venkata  Subrahmanya Lakshminarasimha', bold(20), width)).toEqual([
      'Venkata Subrahmanya',
      'Lakshminarasimha',
    ]);
    const lines = text.wrap('Lakshminarasimha', bold(20), text.width('Lakshmi', bold(20)));
    expect(lines.join('')).toBe('Lakshminarasimha');
    expect(lines.length).toBeGreaterThan(1);
  });

  it('keeps a name on one line at the largest size that fits, else wraps it before shrinking it', () => {
    const request = { weight: 'bold', maxSize: 22, minSize: 11, maxLines: 2 } as const;
    const short = text.fit('Ananya Kulkarni', { ...request, width: 400 });
    expect(short).toEqual({ size: 22, lines: ['Ananya Kulkarni'] });
    const slightlyLong = text.fit('Ananya Kulkarni', { ...request, width: text.width('Ananya Kulkarni', bold(21)) });
    expect(slightlyLong).toEqual({ size: 21, lines: ['Ananya Kulkarni'] });
    const long = 'Venkata Subrahmanya Lakshminarasimha Sharma';
    const fitted = text.fit(long, { ...request, width: text.width(long, bold(22)) * 0.6 });
    expect(fitted.lines).toHaveLength(2);
    expect(fitted.lines.join(' ')).toBe(long);
    for (const line of fitted.lines)
      expect(text.width(line, bold(fitted.size))).toBeLessThanOrEqual(text.width(long, bold(22)) * 0.6);
  });

  it('cuts what does not fit at the smallest size with an ellipsis', () => {
    const fitted = text.fit('Ananya Kulkarni '.repeat(10), {
      weight: 'bold',
      maxSize: 22,
      minSize: 11,
      maxLines: 2,
      width: 200,
    });
    expect(fitted.size).toBe(11);
    expect(fitted.lines).toHaveLength(2);
    expect(fitted.lines[1]).toMatch(/…$/);
    for (const line of fitted.lines) expect(text.width(line, bold(11))).toBeLessThanOrEqual(200);
  });

  it('sets lines the leading apart, further where vowel signs and subscripts would touch', () => {
    const latin = text.stack(['Ananya', 'Kulkarni'], bold(20), 100, 1.3);
    expect(latin.baselines).toEqual([116, 142]);
    // ಸ್ತ್ರೀ stacks two subscripts below its baseline; ಶ್ರೀನಿ has vowel signs above.
    const kannada = text.stack(['ಸ್ತ್ರೀ', 'ಶ್ರೀನಿ'], bold(20), 100, 1.3);
    const [first = 0, second = 0] = kannada.baselines;
    expect(second - first).toBeGreaterThan(26);
    const { below } = text.extent('ಸ್ತ್ರೀ', bold(20));
    const { above } = text.extent('ಶ್ರೀನಿ', bold(20));
    expect(second - first).toBeCloseTo(below + 2 + above, 6);
    expect(kannada.bottom).toBeCloseTo(second + text.extent('ಶ್ರೀನಿ', bold(20)).below, 6);
  });

  it('shrinks text to the height it may take', () => {
    const request = { weight: 'bold', maxSize: 22, minSize: 11, width: 1000, maxLines: 1 } as const;
    expect(text.fit('ಸ್ತ್ರೀ', request).size).toBe(22);
    const { size } = text.fit('ಸ್ತ್ರೀ', { ...request, maxHeight: 25 });
    expect(size).toBeLessThan(22);
    expect(text.stack(['ಸ್ತ್ರೀ'], bold(size), 0, 1.3).bottom).toBeLessThanOrEqual(25);
  });

  it('reads any spacing as single spaces', () => {
    expect(oneLine('  Ananya\n\tKulkarni  ')).toBe('Ananya Kulkarni');
  });
});
