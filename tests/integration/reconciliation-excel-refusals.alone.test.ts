// Statement files that are no workbook, or too large: each refused, by the preview and by the
// reconciliation alike, with its sentence and status, and nothing recorded (no run, the remembered
// columns unchanged). Alone: it checks that nothing at all was written.
import { strToU8, zipSync } from 'fflate';
import { getFirestore } from 'firebase-admin/firestore';
import writeExcelFile from 'write-excel-file/node';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_STATEMENT_UNPACKED_BYTES, MAX_UPLOAD_MB } from '../../functions/src/domain/limits';
import {
  STATEMENT_EMPTY,
  STATEMENT_NOT_XLSX,
  STATEMENT_OLD_EXCEL,
  STATEMENT_WORKBOOK_TOO_LARGE,
} from '../../functions/src/domain/messages';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { SITE_URL } from '../../scripts/suite/config';
import { ORIGIN } from '../support/api';
import { idTokenFor } from '../support/auth';

const db = getFirestore(suiteAdminApp());
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
let adminToken = '';

beforeAll(async () => {
  adminToken = await idTokenFor({ admin: true });
});

async function post(path: string, file: Buffer) {
  const form = new FormData();
  form.set('statement', new Blob([new Uint8Array(file)], { type: XLSX_TYPE }), 'statement.xlsx');
  const response = await fetch(`${SITE_URL}${path}`, {
    method: 'POST',
    headers: { origin: ORIGIN, authorization: `Bearer ${adminToken}` },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as { error?: string } };
}

/** What a refusal may have changed: the runs recorded and the remembered columns. */
const recorded = async () => ({
  runs: (await db.collection('statements').count().get()).data().count,
  lines: (await db.collection('statementLines').count().get()).data().count,
  columns: (await db.doc('settings/reconciliation').get()).data() ?? null,
});

const textStatement = 'Txn Date,Ref No./Cheque No.,Credit\r\n01/10/2025,UTR-REFUSED-1,"1,000.00"\r\n';

describe('a statement file that is no workbook, or too large', () => {
  const oversized = () => {
    const file = Buffer.alloc(MAX_UPLOAD_MB * 1024 * 1024 + 1, 0x41);
    file.write('PK\x03\x04', 'latin1');
    return file;
  };
  const zipBomb = () =>
    Buffer.from(
      zipSync({ 'xl/worksheets/sheet1.xml': new Uint8Array(MAX_STATEMENT_UNPACKED_BYTES + 1) }, { level: 1 }),
    );

  it.each([
    ['a text file renamed .xlsx', 400, STATEMENT_NOT_XLSX, () => Buffer.from(textStatement)],
    [
      'a zip that holds no workbook',
      400,
      STATEMENT_NOT_XLSX,
      () => Buffer.from(zipSync({ 'word/document.xml': strToU8('<w:document/>') })),
    ],
    ['an empty workbook', 400, STATEMENT_EMPTY, async () => writeExcelFile([[]]).toBuffer()],
    [
      'an Excel 97-2003 file',
      415,
      STATEMENT_OLD_EXCEL,
      () => Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]),
    ],
    ['a workbook that unpacks beyond the limit', 413, STATEMENT_WORKBOOK_TOO_LARGE, zipBomb],
    ['a file over the upload limit', 413, `Each file must be ${MAX_UPLOAD_MB} MB or smaller.`, oversized],
  ])('%s: %i with its sentence, nothing recorded', async (_, status, message, make) => {
    const file = await make();
    const before = await recorded();
    for (const path of ['/api/admin/reconciliation/preview', '/api/admin/reconciliation']) {
      const answer = await post(path, file);
      expect([answer.status, answer.body.error]).toEqual([status, message]);
    }
    expect(await recorded()).toEqual(before);
  });
});
