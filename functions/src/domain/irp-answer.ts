// The Invoice Registration Portal's signed answer for one document: its IRN, acknowledgement and
// signed QR code, read from the portal's JSON or a GSP's wrapper of it, and checked to be for the
// document we sent. Pure.
import { formatPaise, type Paise } from './gst';
import { normalizeGstin } from './gstin';
import { portalDate, type Fields, isFields, absent, kindOf, shown, isCalendarDay } from './e-invoice-schema';

/** What the portal names a buyer without a GSTIN (an export's) in place of one. */
const UNREGISTERED_BUYER = 'URP';

export interface IrpAnswer {
  /** The Invoice Reference Number: a SHA-256, 64 lowercase hexadecimal characters. */
  irn: string;
  /** Digits, kept as text: 15 in practice, beyond what some readers keep exactly as a number. */
  ackNo: string;
  /** "YYYY-MM-DD HH:mm:ss", India's time. */
  ackDate: string;
  /** A JWT signed by NIC, printed as the invoice's QR code. */
  signedQrCode: string;
  signedInvoice?: string;
}

/** The data of a signed QR code, as the portal names it. */
export interface SignedQrData {
  SellerGstin: string;
  BuyerGstin: string;
  DocNo: string;
  DocTyp: string;
  /** DD/MM/YYYY. */
  DocDt: string;
  TotInvVal: number;
  ItemCnt: number;
  MainHsnCode: string;
  Irn: string;
  IrnDt: string;
}

/** A field by its name in any case: GSPs pass the portal's answer on as "Data" or "data". */
function fieldOf(fields: Fields, name: string): unknown {
  const key = Object.keys(fields).find((candidate) => candidate.toLowerCase() === name.toLowerCase());
  return key === undefined ? undefined : fields[key];
}

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The UTF-8 text a base64url part holds, or undefined when it is not one. */
function base64UrlText(part: string): string | undefined {
  if (!/^[A-Za-z0-9_-]+$/.test(part) || part.length % 4 === 1) return undefined;
  const base64 = part
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(part.length / 4) * 4, '=');
  try {
    const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

/** A JWT's payload, read without checking its signature. */
function jwtPayload(jwt: string, name: string): { payload: Fields } | { problem: string } {
  const parts = jwt.trim().split('.');
  const [header, payload] = parts.map(base64UrlText);
  if (parts.length !== 3 || !parts[2] || header === undefined || payload === undefined) {
    return { problem: `The ${name} is not a JWT: three base64url parts joined by dots.` };
  }
  const fields = parsedJson(payload);
  if (!isFields(parsedJson(header)) || !isFields(fields))
    return { problem: `The ${name}'s parts are not JSON objects.` };
  return { payload: fields };
}

/**
 * The data a signed QR code carries. Its signature is not verified here: it is NIC's, and checking
 * it needs NIC's public key, which we do not hold; the portal's own verifier does that for a
 * reader of the printed code. What this module can check is that the data names our document.
 */
export function decodeSignedQr(jwt: string): SignedQrData | { problem: string } {
  const read = jwtPayload(jwt, 'signed QR code');
  if ('problem' in read) return read;
  const raw = fieldOf(read.payload, 'data');
  const data = typeof raw === 'string' ? parsedJson(raw) : raw;
  if (!isFields(data)) return { problem: "The signed QR code's payload holds no data object." };
  const texts = ['SellerGstin', 'BuyerGstin', 'DocNo', 'DocTyp', 'DocDt', 'MainHsnCode', 'Irn', 'IrnDt'] as const;
  const numbers = ['TotInvVal', 'ItemCnt'] as const;
  const missing = [
    ...texts.filter(
      (key) => typeof data[key] !== 'string' && !(key === 'MainHsnCode' && typeof data[key] === 'number'),
    ),
    ...numbers.filter((key) => typeof data[key] !== 'number' || !Number.isFinite(data[key])),
  ];
  if (missing.length > 0) return { problem: `The signed QR code's data lacks ${missing.join(', ')}.` };
  return {
    SellerGstin: String(data.SellerGstin),
    BuyerGstin: String(data.BuyerGstin),
    DocNo: String(data.DocNo),
    DocTyp: String(data.DocTyp),
    DocDt: String(data.DocDt),
    TotInvVal: Number(data.TotInvVal),
    ItemCnt: Number(data.ItemCnt),
    MainHsnCode: String(data.MainHsnCode),
    Irn: String(data.Irn),
    IrnDt: String(data.IrnDt),
  };
}

/** The portal's answer under GSPs' wrappers: `{ Status: 1, Data: "<json>" }`, `{ data: {...} }`, a list of one. */
function answerBody(value: unknown, depth = 0): { body: Fields } | { problem: string } {
  if (Array.isArray(value) && value.length === 1) return answerBody(value[0], depth);
  if (Array.isArray(value)) return { problem: `The answer holds ${value.length} documents, not one.` };
  if (!isFields(value)) return { problem: "The IRP's answer is not a JSON object." };
  if (fieldOf(value, 'Irn') !== undefined) return { body: value };
  const status = fieldOf(value, 'Status');
  if (status === 0 || status === '0') {
    const details = fieldOf(value, 'ErrorDetails');
    const messages = Array.isArray(details)
      ? details
          .filter(isFields)
          .map((detail) => `${String(fieldOf(detail, 'ErrorCode'))} ${String(fieldOf(detail, 'ErrorMessage'))}`)
      : [];
    return { problem: `The IRP refused the document${messages.length > 0 ? `: ${messages.join('; ')}` : ''}.` };
  }
  const data = fieldOf(value, 'Data');
  if (typeof data === 'string' && parsedJson(data) === undefined) {
    return { problem: "The answer's Data is not JSON: is it still encrypted with the session key?" };
  }
  if (depth < 3 && typeof data === 'string') return answerBody(parsedJson(data), depth + 1);
  if (depth < 3 && data !== undefined) return answerBody(data, depth + 1);
  return { problem: "The answer has no Irn: it is not the IRP's answer for a registered document." };
}

/** The IRN and acknowledgement of one document, from the portal's answer or the bulk tool's export. */
export function parseIrpAnswer(text: string): IrpAnswer | { problem: string } {
  const parsed = parsedJson(text);
  if (parsed === undefined) return { problem: "The IRP's answer is not JSON." };
  const unwrapped = answerBody(parsed);
  if ('problem' in unwrapped) return unwrapped;
  const { body } = unwrapped;
  const problems: string[] = [];
  const irn = fieldOf(body, 'Irn');
  if (typeof irn !== 'string' || !/^[0-9a-f]{64}$/.test(irn)) {
    problems.push(`The IRN must be 64 lowercase hexadecimal characters (a SHA-256), not ${shownValue(irn)}.`);
  }
  const ackNo = fieldOf(body, 'AckNo');
  const ackText = typeof ackNo === 'number' && Number.isSafeInteger(ackNo) ? String(ackNo) : ackNo;
  if (typeof ackText !== 'string' || !/^\d{12,20}$/.test(ackText)) {
    const unsafe = typeof ackNo === 'number' && Number.isInteger(ackNo) && !Number.isSafeInteger(ackNo);
    problems.push(
      unsafe
        ? `The acknowledgement number ${ackNo} is too long to be read exactly as a number; it must come as text.`
        : `The acknowledgement number must be 12 to 20 digits, not ${shownValue(ackNo)}.`,
    );
  }
  const ackDate = fieldOf(body, 'AckDt');
  if (typeof ackDate !== 'string' || !isPortalStamp(ackDate)) {
    problems.push(`The acknowledgement date must be "YYYY-MM-DD HH:mm:ss", not ${shownValue(ackDate)}.`);
  }
  const signedQrCode = fieldOf(body, 'SignedQRCode');
  if (typeof signedQrCode !== 'string') {
    problems.push(`The answer has no signed QR code.`);
  } else {
    const decoded = decodeSignedQr(signedQrCode);
    if ('problem' in decoded) problems.push(decoded.problem);
  }
  const signedInvoice = fieldOf(body, 'SignedInvoice');
  if (!absent(signedInvoice)) {
    const read = typeof signedInvoice === 'string' ? jwtPayload(signedInvoice, 'signed invoice') : undefined;
    if (!read) problems.push('The signed invoice must be a JWT, as text.');
    else if ('problem' in read) problems.push(read.problem);
  }
  if (problems.length > 0) return { problem: problems.join(' ') };
  return {
    irn: String(irn),
    ackNo: String(ackText),
    ackDate: String(ackDate),
    signedQrCode: String(signedQrCode),
    ...(typeof signedInvoice === 'string' ? { signedInvoice } : {}),
  };
}

function shownValue(value: unknown): string {
  if (typeof value === 'string') return shown(value);
  if (typeof value === 'number') return String(value);
  return value === undefined ? 'nothing' : kindOf(value);
}

function isPortalStamp(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text);
  if (!match) return false;
  const [, year, month, day, hour, minute, second] = match.map(Number) as number[];
  return (
    isCalendarDay(year ?? 0, month ?? 0, day ?? 0) && (hour ?? 24) < 24 && (minute ?? 60) < 60 && (second ?? 60) < 60
  );
}

/**
 * Whether an answer is for the document we sent: its signed QR code must name our GSTIN, the
 * buyer's (URP, the portal's word for a buyer without one, for an export), the document's type
 * (INV or CRN), number, date and total, and the answer's own IRN; and the portal cannot have
 * acknowledged it before the day it was issued. A sentence for each difference.
 */
export function irpAnswerProblems(
  answer: IrpAnswer,
  expected: {
    supplierGstin: string;
    buyerGstin: string | null;
    type: 'INV' | 'CRN';
    number: string;
    date: string;
    total: Paise;
  },
): string[] {
  const qr = decodeSignedQr(answer.signedQrCode);
  if ('problem' in qr) return [qr.problem];
  const problems: string[] = [];
  if (qr.Irn !== answer.irn) problems.push(`The signed QR code is for IRN ${qr.Irn}, not the answer's ${answer.irn}.`);
  const gstin = normalizeGstin(expected.supplierGstin);
  if (normalizeGstin(qr.SellerGstin) !== gstin) {
    problems.push(`The signed QR code is for seller ${qr.SellerGstin}, not ${gstin}.`);
  }
  const buyer = expected.buyerGstin ? normalizeGstin(expected.buyerGstin) : UNREGISTERED_BUYER;
  if (normalizeGstin(qr.BuyerGstin) !== buyer) {
    problems.push(`The signed QR code is for buyer ${qr.BuyerGstin}, not ${buyer}.`);
  }
  if (qr.DocTyp !== expected.type) {
    problems.push(`The signed QR code is for a document of type ${qr.DocTyp}, not ${expected.type}.`);
  }
  if (qr.DocNo !== expected.number)
    problems.push(`The signed QR code is for document ${qr.DocNo}, not ${expected.number}.`);
  const date = portalDate(expected.date);
  if (qr.DocDt !== date) problems.push(`The signed QR code is dated ${qr.DocDt}, not ${date}.`);
  // "2025-11-10 12:34:56" against "2025-11-10": the same order as text.
  if (answer.ackDate.slice(0, 10) < expected.date) {
    problems.push(`The answer was acknowledged on ${answer.ackDate}, before the document's day, ${date}.`);
  }
  const total = Math.round(qr.TotInvVal * 100);
  if (total !== expected.total) {
    problems.push(`The signed QR code is for a total of ₹${formatPaise(total)}, not ₹${formatPaise(expected.total)}.`);
  }
  return problems;
}
