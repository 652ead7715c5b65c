import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import { pdfPageTexts } from '../../../tests/support/pdf';
import { actualText, pdfSpans } from '../../../tests/support/pdf-content';
import { CONFERENCE } from '../domain/conference';
import { certificatePdf } from './certificate-pdf';
import { fontFile } from './pdf-fonts';

// pdf.js joins a wrapped sentence's lines without the space between them, and adds spaces where
// it sees gaps: the sentence is compared without spaces.
const squash = (text: string) => text.replace(/\s+/g, '');

async function read(input: Parameters<typeof certificatePdf>[0]) {
  const pdf = await certificatePdf(input);
  return { texts: await pdfPageTexts(new Uint8Array(pdf)), spans: (await pdfSpans(new Uint8Array(pdf))).flat() };
}

describe('certificate of participation', () => {
  it("certifies on one page that the participant took part in the edition's conference, held on its dates at its venue", async () => {
    const { texts } = await read({ name: 'Ananya Kulkarni', organization: 'Karnatak University' });
    expect(texts).toHaveLength(1);
    const [text = ''] = texts;
    expect(text).toContain('Certificate of Participation');
    expect(text).toContain('This is to certify that');
    expect(text).toContain('Ananya Kulkarni');
    expect(text).toContain('of Karnatak University');
    expect(squash(text)).toContain(
      squash(`participated in ${CONFERENCE.name}, held ${CONFERENCE.datesLabel} at ${CONFERENCE.place.name}.`),
    );
    expect(text).toContain(`Organised by ${CONFERENCE.organizer}`);
    expect(text).not.toContain('presented');
  });

  it("names an author's papers", async () => {
    const [P117, P204] = [`${CONFERENCE.shortName}-117`, `${CONFERENCE.shortName}-204`];
    const { texts } = await read({
      name: 'Ananya Kulkarni',
      organization: 'Karnatak University',
      paperIds: [P117, P204],
    });
    expect(squash(texts[0] ?? '')).toContain(
      squash(`at ${CONFERENCE.place.name}, and presented papers ${P117} and ${P204}.`),
    );
    const one = await read({ name: 'Ananya Kulkarni', organization: 'Karnatak University', paperIds: [P117] });
    expect(squash(one.texts[0] ?? '')).toContain(squash(`and presented paper ${P117}.`));
  });

  it('prints a Kannada name and a Devanagari organisation shaped, in their scripts’ fonts', async () => {
    const name = 'ಅನನ್ಯಾ ಕುಲಕರ್ಣಿ';
    const organization = 'कर्नाटक विश्वविद्यालय, Dharwad';
    const { spans } = await read({ name, organization });
    const nameSpan = spans.find((span) => span.actualText === name);
    expect(nameSpan?.fonts).toEqual([expect.stringMatching(/^[A-Z]{6}\+NotoSansKannada-Bold$/)]);
    expect(nameSpan?.glyphs).not.toContain(0);
    const kannada = fontkit.openSync(fontFile('kannada', 'bold')) as fontkit.Font;
    for (const char of name) expect(kannada.hasGlyphForCodePoint(char.codePointAt(0) ?? 0), char).toBe(true);
    const organizationSpan = spans.find((span) => span.actualText === 'कर्नाटक विश्वविद्यालय');
    expect(organizationSpan?.fonts).toEqual([expect.stringMatching(/^[A-Z]{6}\+NotoSansDevanagari-Regular$/)]);
    expect(organizationSpan?.glyphs).not.toContain(0);
    const text = actualText(spans);
    expect(text).toContain(name);
    expect(text).toContain(`of ${organization}`);
  });

  it('refuses a name that no embedded font can print', async () => {
    await expect(certificatePdf({ name: 'தமிழ்செல்வி', organization: 'X' })).rejects.toThrow(
      /has characters no embedded font/,
    );
  });
});
