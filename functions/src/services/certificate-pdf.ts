// The certificate of participation: one A4 landscape page, the wording from domain/certificate.
import { certificateWording, type CertificateInput } from '../domain/certificate';
import { CONFERENCE } from '../domain/conference';
import { oneLine, TextSetter, type FitRequest } from './pdf-text';

const PAGE = { width: 841.89, height: 595.28 };
const INK = '#1b2a41';
const ACCENT = '#7a1f2b';
const TEXT_WIDTH = 620;
const LEADING = 1.3;

export async function certificatePdf(input: CertificateInput): Promise<Buffer> {
  await TextSetter.assertPrintable('The name', input.name);
  await TextSetter.assertPrintable('The organisation', input.organization);
  const wording = certificateWording({
    ...input,
    name: oneLine(input.name),
    organization: oneLine(input.organization),
  });
  // Loaded here, not at start-up: only this endpoint needs it (cold starts stay short).
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    info: { Title: `${wording.title}, ${CONFERENCE.shortTitle}`, Author: CONFERENCE.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const text = await TextSetter.for(doc);

  // A double frame: a strong outer rule and a fine inner one.
  doc
    .lineWidth(2.5)
    .strokeColor(INK)
    .rect(24, 24, PAGE.width - 48, PAGE.height - 48)
    .stroke();
  doc
    .lineWidth(0.8)
    .strokeColor(ACCENT)
    .rect(32, 32, PAGE.width - 64, PAGE.height - 64)
    .stroke();

  /** A horizontal rule `length` points long, centred on the page at `y`. */
  const centredRule = (y: number, length: number, width: number, color: string) =>
    doc
      .moveTo((PAGE.width - length) / 2, y)
      .lineTo((PAGE.width + length) / 2, y)
      .lineWidth(width)
      .strokeColor(color)
      .stroke();

  const left = (PAGE.width - TEXT_WIDTH) / 2;
  let top = 72;
  /** Sets a block of centred lines `space` points below the last; `top` becomes its bottom. */
  const block = (content: string, fit: Omit<FitRequest, 'width'>, color: string, space: number) => {
    const { size, lines } = text.fit(content, { ...fit, width: TEXT_WIDTH, leading: LEADING });
    const style = { weight: fit.weight, size, color };
    const { baselines, bottom } = text.stack(lines, style, top + space, LEADING);
    lines.forEach((line, at) =>
      text.draw(line, style, { x: left, baseline: baselines[at] ?? 0, width: TEXT_WIDTH, align: 'center' }),
    );
    top = bottom;
  };

  block(CONFERENCE.name, { weight: 'regular', maxSize: 15, minSize: 10, maxLines: 2 }, INK, 0);
  block(wording.title, { weight: 'bold', maxSize: 34, minSize: 20, maxLines: 1 }, INK, 26);
  const ruleY = top + 14;
  centredRule(ruleY, 120, 1.2, ACCENT);
  top = ruleY;
  block(wording.opening, { weight: 'regular', maxSize: 14, minSize: 14, maxLines: 1 }, INK, 30);
  block(wording.name, { weight: 'bold', maxSize: 30, minSize: 16, maxLines: 2 }, 'black', 16);
  block(wording.organization, { weight: 'regular', maxSize: 15, minSize: 11, maxLines: 2 }, INK, 10);
  block(wording.statement, { weight: 'regular', maxSize: 14, minSize: 10, maxLines: 4 }, INK, 18);

  // The organiser's line, above the foot of the frame.
  const footY = PAGE.height - 96;
  centredRule(footY, 220, 0.6, INK);
  text.draw(
    wording.organiser,
    { weight: 'bold', size: 12, color: INK },
    { x: left, baseline: footY + 20, width: TEXT_WIDTH, align: 'center' },
  );
  text.draw(
    `${CONFERENCE.shortTitle} · ${CONFERENCE.place.name}`,
    { weight: 'regular', size: 10, color: INK },
    { x: left, baseline: footY + 36, width: TEXT_WIDTH, align: 'center' },
  );
  doc.end();
  return finished;
}
