import { fileURLToPath } from 'node:url';
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import { pdfPageTexts } from '../../../tests/support/pdf';
import { actualText, pdfSpans } from '../../../tests/support/pdf-content';
import { decodeQr, drawnModules } from '../../../tests/support/qr';
import { CONFERENCE } from '../domain/conference';
import { certificateCodeOf } from '../domain/certificate';
import { certificatePdf, type CertificateDesign } from './certificate-pdf';
import { fontFile } from './pdf-fonts';

// Any edition's wording with a test design: the fictional edition's images, as files.
const image = (name: string) =>
  fileURLToPath(new URL(`../../../editions/fixture-2031/certificate/${name}`, import.meta.url));
const DESIGN: CertificateDesign = {
  signatories: [
    { name: 'Prof. Mara Lindqvist', title: 'General Chair', signature: image('signature-chair.png') },
    { name: 'Dr. Tobias Reiner', title: 'Dean, Civic Institute of Technology', signature: image('signature-dean.png') },
  ],
  logos: [{ file: image('logo-civic-institute.png'), alt: 'Civic Institute of Technology' }],
};
const CODE = certificateCodeOf(new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]));
const CHECK_URL = `https://conference.example/certificates/${CODE}`;

// pdf.js joins a wrapped sentence's lines without the space between them, and adds spaces where
// it sees gaps: the sentence is compared without spaces.
const squash = (text: string) => text.replace(/\s+/g, '');

type Person = { name: string; organization: string; paperIds?: string[] };

async function read(person: Person, design = DESIGN) {
  const pdf = await certificatePdf({ ...person, code: CODE, checkUrl: CHECK_URL }, design);
  return { texts: await pdfPageTexts(new Uint8Array(pdf)), spans: (await pdfSpans(new Uint8Array(pdf))).flat() };
}

// The first PDF of a worker loads the fonts and HarfBuzz: three times that, and more, keeps a
// slower machine inside the timeout (docs/development.md, "Timeouts and why").
describe('certificate of participation', { timeout: 15_000 }, () => {
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
    await expect(read({ name: 'தமிழ்செல்வி', organization: 'X' })).rejects.toThrow(/has characters no embedded font/);
  });

  it('prints its number and a QR code that reads back as the page checking it', async () => {
    const { texts, spans } = await read({ name: 'Ananya Kulkarni', organization: 'Karnatak University' });
    expect(texts[0]).toContain(`Certificate No. ${CODE}`);
    expect(texts[0]).toContain(`Check it at conference.example/certificates/${CODE}`);
    const [code] = spans.filter((span) => span.alt?.startsWith('QR code'));
    expect(code?.alt).toBe(`QR code: ${CHECK_URL}`);
    expect(decodeQr(drawnModules(code?.rects ?? []))).toBe(CHECK_URL);
  });

  it('is signed by each signatory, name and title under the signature, with the logos across the top', async () => {
    const { texts, spans } = await read({ name: 'Ananya Kulkarni', organization: 'Karnatak University' });
    for (const signatory of DESIGN.signatories) {
      expect(texts[0]).toContain(signatory.name);
      expect(texts[0]).toContain(signatory.title);
    }
    const figures = spans.map((span) => span.alt).filter((alt) => alt && !alt.startsWith('QR code'));
    expect(figures).toEqual([
      'Civic Institute of Technology',
      'Signature of Prof. Mara Lindqvist',
      'Signature of Dr. Tobias Reiner',
    ]);
  });

  it('takes one to three signatories and no logo, a long title shrinking to fit', async () => {
    const [first] = DESIGN.signatories;
    if (!first) throw new Error('the test design has a signatory');
    const three = {
      signatories: [1, 2, 3].map((n) => ({
        ...first,
        name: `Signatory ${n}`,
        title: `Chair of the committee for track ${n} and its workshops, Department of Engineering Informatics`,
      })),
      logos: [],
    };
    const { texts } = await read({ name: 'Ananya Kulkarni', organization: 'Karnatak University' }, three);
    expect(texts).toHaveLength(1);
    for (const n of [1, 2, 3]) expect(texts[0]).toContain(`Signatory ${n}`);
  });
});
