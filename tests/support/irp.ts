// The Invoice Registration Portal's answer to an e-invoice, made as the portal makes one: an IRN,
// an acknowledgement, and a signed QR code (a JWT whose payload names the document). Its signature
// is not NIC's: nothing here or in the product checks it (domain/e-invoice.ts says why).
import { createHash } from 'node:crypto';
import type { EInvoiceJson } from '../../functions/src/domain/e-invoice';
import { callApi, callForFile } from './api';

const base64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
const jwt = (payload: unknown) =>
  [{ alg: 'RS256', kid: 'suite', typ: 'JWT' }, payload]
    .map((part) => base64url(JSON.stringify(part)))
    .concat(base64url('a signature only NIC could make'))
    .join('.');

/**
 * The portal's answer for `json`, as its API gives it (the fields of `Data`), with an
 * acknowledgement stamp: by default at 10:00 on the document's own day (DocDtls.Dt, DD/MM/YYYY).
 */
export function irpAnswerFor(
  json: EInvoiceJson,
  stamp = `${json.DocDtls.Dt.split('/').reverse().join('-')} 10:00:00`,
  /** By default the hash the portal would make of the seller, the document's type and number. */
  irn = createHash('sha256').update(`${json.SellerDtls.Gstin}${json.DocDtls.Typ}${json.DocDtls.No}`).digest('hex'),
) {
  const qr = {
    SellerGstin: json.SellerDtls.Gstin,
    BuyerGstin: json.BuyerDtls.Gstin,
    DocNo: json.DocDtls.No,
    DocTyp: json.DocDtls.Typ,
    DocDt: json.DocDtls.Dt,
    TotInvVal: json.ValDtls.TotInvVal,
    ItemCnt: json.ItemList.length,
    MainHsnCode: json.ItemList[0]?.HsnCd ?? '',
    Irn: irn,
    IrnDt: stamp,
  };
  const answer = {
    // 19 digits drawn from the IRN: two documents' never meet (the product refuses one that does).
    AckNo: `1${BigInt(`0x${irn.slice(0, 14)}`)
      .toString()
      .padStart(18, '0')}`,
    AckDt: stamp,
    Irn: irn,
    SignedInvoice: jwt({ data: JSON.stringify(json), iss: 'NIC' }),
    SignedQRCode: jwt({ data: JSON.stringify(qr), iss: 'NIC' }),
    Status: 'ACT',
  };
  return { text: JSON.stringify(answer), irn, ackNo: answer.AckNo, ackDate: stamp, signedQrCode: answer.SignedQRCode };
}

/**
 * Registers a document of ours as the accounts section does: its e-invoice JSON downloaded, the
 * portal's answer for it imported. The answer as made; throws unless both calls answer 200.
 */
export async function registerOnPortal(number: string, adminToken: string) {
  const json = await callForFile('GET', `/api/admin/e-invoices.json?number=${encodeURIComponent(number)}`, {
    token: adminToken,
  });
  if (json.status !== 200) throw new Error(`The e-invoice JSON of ${number} answered ${json.status}.`);
  const answer = irpAnswerFor(json.json as unknown as EInvoiceJson);
  const imported = await callApi('POST', '/api/admin/e-invoices/answer', {
    token: adminToken,
    json: { answer: answer.text },
  });
  if (imported.status !== 200) {
    throw new Error(
      `Importing the portal's answer for ${number} answered ${imported.status}: ${await imported.text()}`,
    );
  }
  return answer;
}
