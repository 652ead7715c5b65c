// Name badges for printing: A4 sheets of eight (two across, four down) with cut marks at every
// badge's corners. Each names the conference, its dates, the holder, their organisation and
// role, and carries the QR code of their pass.
import type { Badge, BadgeRole } from '../domain/badge';
import { CONFERENCE } from '../domain/conference';
import { drawQrCode, qrCode } from './pdf-qr';
import { oneLine, TextSetter } from './pdf-text';

const MM = 72 / 25.4;
export const BADGES_PER_PAGE = 8;
const COLUMNS = 2;
const BADGE = { width: 90 * MM, height: 64 * MM };
// Room between badges for the cut marks; the sheet keeps over 11 mm of margin all round.
const GAP = 6 * MM;
const CUT_MARK = { offset: 1.5 * MM, length: 3.5 * MM };
const PADDING = 12;
const QR_SIZE = 74;
const INK = '#1b2a41';
// Line spacing per point of size, wider where vowel signs and subscripts need it (pdf-text, stack).
const LEADING = 1.3;
const ROLE_COLOURS: Record<BadgeRole, string> = {
  Author: '#7a1f2b',
  Student: '#1e5b3a',
  Industry: '#8a4b00',
  Academia: '#1f3f73',
  Sponsor: '#5a2a82',
};

const A4 = { width: 595.28, height: 841.89 };
const ROWS = BADGES_PER_PAGE / COLUMNS;
const SHEET_LEFT = (A4.width - COLUMNS * BADGE.width - (COLUMNS - 1) * GAP) / 2;
const SHEET_TOP = (A4.height - ROWS * BADGE.height - (ROWS - 1) * GAP) / 2;

export async function badgesPdf(badges: readonly Badge[]): Promise<Buffer> {
  if (badges.length === 0) throw new Error('badgesPdf needs at least one badge');
  for (const badge of badges) {
    await TextSetter.assertPrintable('The name', badge.name);
    await TextSetter.assertPrintable('The organisation', badge.organization);
  }
  // Loaded here, not at start-up: only this endpoint needs it (cold starts stay short).
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    autoFirstPage: false,
    info: { Title: `Badges, ${CONFERENCE.shortTitle}`, Author: CONFERENCE.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  const text = await TextSetter.for(doc);
  for (const [index, badge] of badges.entries()) {
    const slot = index % BADGES_PER_PAGE;
    if (slot === 0) doc.addPage();
    const x = SHEET_LEFT + (slot % COLUMNS) * (BADGE.width + GAP);
    const y = SHEET_TOP + Math.floor(slot / COLUMNS) * (BADGE.height + GAP);
    drawCutMarks(doc, x, y);
    await drawBadge(doc, text, badge, x, y);
  }
  doc.end();
  return finished;
}

/** Short lines continuing each edge beyond each corner, clear of the badge itself. */
function drawCutMarks(doc: PDFKit.PDFDocument, x: number, y: number): void {
  const { offset, length } = CUT_MARK;
  for (const cornerX of [x, x + BADGE.width]) {
    for (const cornerY of [y, y + BADGE.height]) {
      const outX = cornerX === x ? -1 : 1;
      const outY = cornerY === y ? -1 : 1;
      doc
        .moveTo(cornerX + outX * offset, cornerY)
        .lineTo(cornerX + outX * (offset + length), cornerY)
        .moveTo(cornerX, cornerY + outY * offset)
        .lineTo(cornerX, cornerY + outY * (offset + length));
    }
  }
  doc.lineWidth(0.5).strokeColor('#000000').stroke();
}

async function drawBadge(doc: PDFKit.PDFDocument, text: TextSetter, badge: Badge, x: number, y: number) {
  const inner = { x: x + PADDING, width: BADGE.width - 2 * PADDING };
  const colour = ROLE_COLOURS[badge.role];

  // The conference: short title on the left, its dates on the right, a rule in the role's colour.
  const title = { weight: 'bold', size: 14, color: INK } as const;
  const titleBaseline = y + PADDING + 12;
  text.draw(CONFERENCE.shortTitle, title, { x: inner.x, baseline: titleBaseline });
  const dates = text.fit(CONFERENCE.datesLabel, {
    weight: 'regular',
    maxSize: 8.5,
    minSize: 6,
    width: inner.width - text.width(CONFERENCE.shortTitle, title) - 8,
    maxLines: 1,
  });
  text.draw(
    dates.lines.join(' '),
    { weight: 'regular', size: dates.size, color: INK },
    { x: inner.x, baseline: titleBaseline, width: inner.width, align: 'right' },
  );
  const ruleY = titleBaseline + 7;
  doc
    .moveTo(inner.x, ruleY)
    .lineTo(inner.x + inner.width, ruleY)
    .lineWidth(1.2)
    .strokeColor(colour)
    .stroke();

  // The name, as large as two lines above the QR code allow.
  const nameTop = ruleY + 8;
  const qr = { x: x + BADGE.width - 8 - QR_SIZE, y: y + BADGE.height - 8 - QR_SIZE, size: QR_SIZE };
  const name = text.fit(oneLine(badge.name), {
    weight: 'bold',
    maxSize: 22,
    minSize: 11,
    width: inner.width,
    maxLines: 2,
    maxHeight: qr.y + 4 - nameTop,
    leading: LEADING,
  });
  const nameStyle = { weight: 'bold', size: name.size, color: 'black' } as const;
  const nameLines = text.stack(name.lines, nameStyle, nameTop, LEADING);
  name.lines.forEach((line, at) => text.draw(line, nameStyle, { x: inner.x, baseline: nameLines.baselines[at] ?? 0 }));

  // The organisation, beside the QR code and above the role.
  const roleHeight = 20;
  const roleTop = y + BADGE.height - PADDING - roleHeight;
  const organizationTop = nameLines.bottom + 4;
  const organization = text.fit(oneLine(badge.organization), {
    weight: 'regular',
    maxSize: 10.5,
    minSize: 7.5,
    width: qr.x - inner.x - 4,
    maxLines: 2,
    maxHeight: roleTop - 4 - organizationTop,
    leading: LEADING,
  });
  const organizationStyle = { weight: 'regular', size: organization.size, color: '#333333' } as const;
  const organizationLines = text.stack(organization.lines, organizationStyle, organizationTop, LEADING);
  organization.lines.forEach((line, at) =>
    text.draw(line, organizationStyle, { x: inner.x, baseline: organizationLines.baselines[at] ?? 0 }),
  );

  // The role, white on its colour, in the bottom left corner.
  const roleStyle = { weight: 'bold', size: 11, color: 'white' } as const;
  doc
    .roundedRect(inner.x, roleTop, text.width(badge.role, roleStyle) + 16, roleHeight, 4)
    .fillColor(colour)
    .fill();
  text.draw(badge.role, roleStyle, { x: inner.x + 8, baseline: roleTop + 14 });

  drawQrCode(doc, await qrCode(badge.passUrl), qr, `QR code of the pass: ${badge.passUrl}`);
}
