import { describe, expect, it } from 'vitest';
import {
  FILE_WITHOUT_NAME,
  FORM_EMPTY,
  FORM_MALFORMED,
  FORM_NO_BOUNDARY,
  FORM_NOT_MULTIPART,
  formPartTwice,
  formUnexpectedFile,
} from '../domain/messages';
import { DomainError } from '../domain/errors';
import { parseMultipart } from './multipart';
import type { ApiRequest } from './types';
import { UPLOAD_LIMITS, withOneFile } from './uploads';

const BOUNDARY = 'unit-boundary';
const FORM = `multipart/form-data; boundary=${BOUNDARY}`;
const field = (name: string, value: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;

/** As the runtimes hand a request over: the body already read into rawBody. */
const request = (contentType: string | undefined, rawBody: Buffer) =>
  ({ headers: contentType === undefined ? {} : { 'content-type': contentType }, rawBody }) as unknown as ApiRequest;

/** The refusal as "kind: message", or the fields read. */
function outcome(req: ApiRequest): Promise<string | Record<string, string>> {
  return parseMultipart(req, UPLOAD_LIMITS).then(
    ({ fields }) => Object.fromEntries(fields),
    (error: unknown) => {
      if (!(error instanceof DomainError)) throw error;
      return `${error.kind}: ${error.message}`;
    },
  );
}

describe('parseMultipart', () => {
  it('reads the fields of a form', async () => {
    const body = Buffer.from(`${field('registrationId', 'X')}--${BOUNDARY}--\r\n`);
    expect(await outcome(request(FORM, body))).toEqual({ registrationId: 'X' });
  });

  it.each(['application/json', 'text/plain', 'application/x-www-form-urlencoded', undefined])(
    'refuses a body sent as %j',
    async (contentType) => {
      expect(await outcome(request(contentType, Buffer.from('{}')))).toBe(`unsupported-media: ${FORM_NOT_MULTIPART}`);
    },
  );

  it('refuses an empty form, one without a boundary and one cut short', async () => {
    const whole = `${field('registrationId', 'X')}--${BOUNDARY}--\r\n`;
    expect(await outcome(request(FORM, Buffer.alloc(0)))).toBe(`bad-request: ${FORM_EMPTY}`);
    expect(await outcome(request('multipart/form-data', Buffer.from(whole)))).toBe(`bad-request: ${FORM_NO_BOUNDARY}`);
    expect(await outcome(request(FORM, Buffer.from(whole.slice(0, 30))))).toBe(`bad-request: ${FORM_MALFORMED}`);
  });

  // Which of two values a route read would be the parser's choice: a payment's proof filed under the
  // second of two registration IDs, the second of two ID cards kept.
  it('refuses a field or a file sent twice, whichever value came first', async () => {
    const file = (name: string, bytes: string) =>
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n${bytes}\r\n`;
    const end = `--${BOUNDARY}--\r\n`;
    expect(
      await outcome(request(FORM, Buffer.from(`${field('registrationId', 'A')}${field('registrationId', 'B')}${end}`))),
    ).toBe(`bad-request: ${formPartTwice('registrationId')}`);
    expect(await outcome(request(FORM, Buffer.from(`${field('data', '{}')}${field('data', '')}${end}`)))).toBe(
      `bad-request: ${formPartTwice('data')}`,
    );
    const twoCards = `${file('students[0].idCard', '%PDF-1.4 one')}${file('students[0].idCard', '%PDF-1.4 two')}${end}`;
    expect(await outcome(request(FORM, Buffer.from(twoCards)))).toBe(
      `bad-request: ${formPartTwice('students[0].idCard')}`,
    );
    // A file input left empty beside the same input chosen is not a second file: the browser sends no such pair,
    // but nothing is guessed either way.
    const emptyThenChosen = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="ieeeCert"; filename=""\r\nContent-Type: application/octet-stream\r\n\r\n\r\n${file('ieeeCert', '%PDF-1.4')}${end}`;
    expect(await outcome(request(FORM, Buffer.from(emptyThenChosen)))).toEqual({});
    // Different fields, each once, are read as before.
    expect(
      await outcome(
        request(FORM, Buffer.from(`${field('registrationId', 'A')}${field('paymentReferenceId', 'B')}${end}`)),
      ),
    ).toEqual({
      registrationId: 'A',
      paymentReferenceId: 'B',
    });
  });

  // busboy reports a body that ends inside a file on the file's stream as well as on the parser:
  // unheard, that error ends the process, and every request the instance is serving with it.
  it('refuses a form cut short inside a file, as any form cut short', async () => {
    const cut = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="receipt"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4`;
    expect(await outcome(request(FORM, Buffer.from(cut)))).toBe(`bad-request: ${FORM_MALFORMED}`);
    expect(await outcome(request(FORM, Buffer.from(`${field('registrationId', 'X')}${cut}`)))).toBe(
      `bad-request: ${FORM_MALFORMED}`,
    );
  });

  // Each route opens the files it reads (a PDF is parsed to check it): a file under a name it does
  // not read is refused, so a form cannot make it open a hundred files it has no use for.
  it('takes files only under the names the route reads', async () => {
    const file = (name: string) =>
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\r\n`;
    const form = (...names: string[]) => Buffer.from(`${names.map(file).join('')}--${BOUNDARY}--\r\n`);
    const read = async (body: Buffer, limits = UPLOAD_LIMITS) =>
      parseMultipart(request(FORM, body), limits).then(
        ({ files }) => [...files.keys()],
        (error: DomainError) => `${error.kind}: ${error.message}`,
      );
    expect(await read(form('ieeeCert', 'students[0].idCard', 'students[49].ieeeCert'))).toEqual([
      'ieeeCert',
      'students[0].idCard',
      'students[49].ieeeCert',
    ]);
    for (const stray of ['junk0', 'students[50].idCard', 'students[0].photo', 'receipt']) {
      expect(await read(form('ieeeCert', stray)), stray).toBe(`bad-request: ${formUnexpectedFile(stray)}`);
    }
    expect(await read(form('receipt'), withOneFile('receipt'))).toEqual(['receipt']);
    // A file part with an empty name reaches the parser as a field: said, not dropped.
    const nameless = Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="receipt"; filename=""\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\r\n--${BOUNDARY}--\r\n`,
    );
    expect(await read(nameless, withOneFile('receipt'))).toBe(`bad-request: ${FILE_WITHOUT_NAME}`);
    expect(await read(form('statement'), withOneFile('receipt'))).toBe(
      `bad-request: ${formUnexpectedFile('statement')}`,
    );
  });

  // Parsing a body of exactly 30 MB is slow beside the type-check and the first build: 15 s
  // (docs/development.md, "Timeouts and why").
  it('holds a form to its limit, to the byte', { timeout: 15_000 }, async () => {
    const limit = UPLOAD_LIMITS.maxRequestBytes;
    const padded = (bytes: number) => {
      const head = Buffer.from(field('registrationId', 'X'));
      const tail = Buffer.from(`--${BOUNDARY}--\r\n`);
      // A preamble before the first boundary (ended by a line break) is allowed, and skipped.
      const preamble = Buffer.concat([Buffer.alloc(bytes - head.length - tail.length - 2, 0x20), Buffer.from('\r\n')]);
      return Buffer.concat([preamble, head, tail]);
    };
    expect(await outcome(request(FORM, padded(limit)))).toEqual({ registrationId: 'X' });
    expect(await outcome(request(FORM, padded(limit + 1)))).toBe('too-large: The upload must be 30 MB or smaller.');
  });
});
