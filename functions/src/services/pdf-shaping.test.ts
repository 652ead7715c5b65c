import { describe, expect, it } from 'vitest';
import { glyphCodePoints } from './pdf-shaping';

const cps = (text: string) => [...text].map((char) => char.codePointAt(0));

describe('what each shaped glyph stands for in the text layer', () => {
  it('gives a glyph of its own cluster its character', () => {
    const map = new Map([
      [1, 0x41],
      [2, 0x42],
    ]);
    expect(
      glyphCodePoints(
        'AB',
        [
          { id: 1, cluster: 0 },
          { id: 2, cluster: 1 },
        ],
        map,
      ),
    ).toEqual([[0x41], [0x42]]);
  });

  it('gives a ligature all the characters of its cluster', () => {
    // "fi" as one glyph the character map gives to U+FB01: it still reads as f and i.
    expect(
      glyphCodePoints(
        'fit',
        [
          { id: 7, cluster: 0 },
          { id: 3, cluster: 2 },
        ],
        new Map([
          [7, 0xfb01],
          [3, 0x74],
        ]),
      ),
    ).toEqual([cps('fi'), cps('t')]);
  });

  it('in a cluster of several glyphs, gives each mapped glyph its character and the first other the rest', () => {
    // कि: the short i stands before ka on the page; ಕ್ಷ್ಮೀ: a ligature, a subscript and a length mark.
    const devanagari = new Map([
      [20, 0x093f],
      [21, 0x0915],
    ]);
    expect(
      glyphCodePoints(
        'कि',
        [
          { id: 20, cluster: 0 },
          { id: 21, cluster: 0 },
        ],
        devanagari,
      ),
    ).toEqual([[0x093f], [0x0915]]);
    const kannada = new Map([[74, 0x0cd5]]);
    const glyphs = [290, 336, 74].map((id) => ({ id, cluster: 0 }));
    expect(glyphCodePoints('ಕ್ಷ್ಮೀ', glyphs, kannada)).toEqual([cps('ಕ್ಷ್ಮೀ'), [], []]);
  });

  it('counts clusters in UTF-16 units, as HarfBuzz does for a JavaScript string', () => {
    const map = new Map([
      [5, 0x1d400],
      [6, 0x42],
    ]);
    expect(
      glyphCodePoints(
        '𝐀B',
        [
          { id: 5, cluster: 0 },
          { id: 6, cluster: 2 },
        ],
        map,
      ),
    ).toEqual([[0x1d400], [0x42]]);
  });
});
