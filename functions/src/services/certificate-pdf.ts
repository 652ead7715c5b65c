// The certificate of participation: one A4 landscape page. The wording is domain/certificate's;
// the logos across the top and the signatures at the foot are the edition's (certificate, in
// edition.ts); its number and a QR code of the page that checks it are in the bottom corners.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  certificateWording,
  type CertificateInput,
  type CertificateLogo,
  type CertificateSignatory,
} from '../domain/certificate';
import { CONFERENCE } from '../domain/conference';
import { EDITION } from '../domain/edition';
import { drawQrCode, qrCode } from './pdf-qr';
import { oneLine, TextSetter, type FitRequest } from './pdf-text';

const PAGE = { width: 841.89, height: 595.28 };
const INK = '#1b2a41';
const ACCENT = '#7a1f2b';
const TEXT_WIDTH = 620;
const LEADING = 1.3;
/** Inside the inner frame: the corners hold the number and the QR code. */
const INNER = { left: 44, right: PAGE.width - 44, bottom: PAGE.height - 44 };
const LOGO = { height: 48, maxWidth: 130, gap: 32, top: 54 };
const QR_SIZE = 76;
const SIGNATURE = { height: 38, width: 150, ruleY: 470 };

export interface IssuedCertificateInput extends CertificateInput {
  /** Its number, printed in a corner. */
  code: string;
  /** The page that checks it, which the QR code holds. */
  checkUrl: string;
}

/** Who signs and which logos, their images as files on this machine. */
export interface CertificateDesign {
  signatories: readonly CertificateSignatory[];
  logos: readonly CertificateLogo[];
}

/** The edition's design (once complete: certificateFactsOf), its images found where they are. */
export function editionDesign(facts: CertificateDesign): CertificateDesign {
  return {
    signatories: facts.signatories.map((signatory) => ({ ...signatory, signature: editionImage(signatory.signature) })),
    logos: facts.logos.map((logo) => ({ ...logo, file: editionImage(logo.file) })),
  };
}

/** An image the edition names: beside the bundle once built, else in the edition's folder. */
export function editionImage(file: string): string {
  const bundled = fileURLToPath(new URL(`edition/${file}`, import.meta.url));
  if (existsSync(bundled)) return bundled;
  const source = fileURLToPath(new URL(`../../../editions/${EDITION.id}/${file}`, import.meta.url));
  if (existsSync(source)) return source;
  throw new Error(`The certificate image ${file} is missing: the functions build copies it to ${bundled}.`);
}

export async function certificatePdf(input: IssuedCertificateInput, design: CertificateDesign): Promise<Buffer> {
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
    info: {
      Title: `${wording.title}, ${CONFERENCE.shortTitle}, ${input.code}`,
      Author: CONFERENCE.name,
    },
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

  /** A horizontal rule `length` points long, centred on `centre` (the page's by default) at `y`. */
  const rule = (y: number, length: number, width: number, color: string, centre = PAGE.width / 2) =>
    doc
      .moveTo(centre - length / 2, y)
      .lineTo(centre + length / 2, y)
      .lineWidth(width)
      .strokeColor(color)
      .stroke();

  // The logos, side by side and centred, each fitted into the same height.
  let top = 66;
  if (design.logos.length > 0) {
    const slot = Math.min(LOGO.maxWidth, (TEXT_WIDTH - LOGO.gap * (design.logos.length - 1)) / design.logos.length);
    const row = slot * design.logos.length + LOGO.gap * (design.logos.length - 1);
    design.logos.forEach((logo, index) => {
      const x = (PAGE.width - row) / 2 + index * (slot + LOGO.gap);
      doc.markContent('Span', { alt: logo.alt });
      doc.image(logo.file, x, LOGO.top, {
        fit: [slot, LOGO.height],
        align: 'center',
        valign: 'center',
      });
      doc.endMarkedContent();
    });
    top = LOGO.top + LOGO.height + 12;
  }

  const left = (PAGE.width - TEXT_WIDTH) / 2;
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
  block(wording.title, { weight: 'bold', maxSize: 34, minSize: 20, maxLines: 1 }, INK, 22);
  const ruleY = top + 14;
  rule(ruleY, 120, 1.2, ACCENT);
  top = ruleY;
  block(wording.opening, { weight: 'regular', maxSize: 14, minSize: 14, maxLines: 1 }, INK, 26);
  block(wording.name, { weight: 'bold', maxSize: 30, minSize: 16, maxLines: 2 }, 'black', 14);
  block(wording.organization, { weight: 'regular', maxSize: 15, minSize: 11, maxLines: 2 }, INK, 10);
  block(wording.statement, { weight: 'regular', maxSize: 14, minSize: 10, maxLines: 3 }, INK, 16);
  block(wording.organiser, { weight: 'bold', maxSize: 12, minSize: 9, maxLines: 1 }, ACCENT, 14);

  // The signatories, in equal columns between the corners: the signature above a rule, then the
  // name and the title under it.
  const columnsLeft = INNER.left + QR_SIZE + 40;
  const columnsWidth = INNER.right - QR_SIZE - 40 - columnsLeft;
  const column = columnsWidth / design.signatories.length;
  const nameWidth = Math.min(column - 16, 220);
  design.signatories.forEach((signatory, index) => {
    const centre = columnsLeft + column * (index + 0.5);
    doc.markContent('Span', { alt: `Signature of ${signatory.name}` });
    doc.image(signatory.signature, centre - SIGNATURE.width / 2, SIGNATURE.ruleY - SIGNATURE.height - 3, {
      fit: [SIGNATURE.width, SIGNATURE.height],
      align: 'center',
      valign: 'bottom',
    });
    doc.endMarkedContent();
    rule(SIGNATURE.ruleY, Math.min(nameWidth, 170), 0.6, INK, centre);
    const nameFit = text.fit(signatory.name, {
      weight: 'bold',
      maxSize: 11,
      minSize: 8,
      maxLines: 1,
      width: nameWidth,
    });
    text.draw(
      nameFit.lines[0] ?? '',
      { weight: 'bold', size: nameFit.size, color: INK },
      {
        x: centre - nameWidth / 2,
        baseline: SIGNATURE.ruleY + 15,
        width: nameWidth,
        align: 'center',
      },
    );
    const titleFit = text.fit(signatory.title, {
      weight: 'regular',
      maxSize: 9,
      minSize: 7,
      maxLines: 2,
      width: nameWidth,
    });
    const titleStyle = { weight: 'regular' as const, size: titleFit.size, color: INK };
    const { baselines } = text.stack(titleFit.lines, titleStyle, SIGNATURE.ruleY + 19, LEADING);
    titleFit.lines.forEach((line, at) =>
      text.draw(line, titleStyle, {
        x: centre - nameWidth / 2,
        baseline: baselines[at] ?? 0,
        width: nameWidth,
        align: 'center',
      }),
    );
  });

  // The number, bottom left; the QR code of the page that checks it, bottom right.
  const small = { weight: 'regular' as const, size: 8, color: INK };
  text.draw(
    `Certificate No. ${input.code}`,
    { ...small, weight: 'bold', size: 9 },
    {
      x: INNER.left + 6,
      baseline: INNER.bottom - 18,
    },
  );
  text.draw(`Check it at ${input.checkUrl.replace(/^https?:\/\//, '')}`, small, {
    x: INNER.left + 6,
    baseline: INNER.bottom - 7,
  });
  drawQrCode(
    doc,
    await qrCode(input.checkUrl),
    { x: INNER.right - QR_SIZE, y: INNER.bottom - QR_SIZE, size: QR_SIZE },
    `QR code: ${input.checkUrl}`,
  );
  doc.end();
  return finished;
}
