import { describe, expect, it } from 'vitest';
import { BODY_NOT_JSON, FORM_NOT_MULTIPART, JSON_OBJECT_REQUIRED, TEXT_BROKEN } from '../domain/messages';
import { DomainError } from '../domain/errors';
import { assertContentType, jsonBody } from './guards';
import type { ApiRequest } from './types';

const withType = (contentType?: string) =>
  ({ headers: contentType === undefined ? {} : { 'content-type': contentType } }) as unknown as ApiRequest;
const withBody = (body: unknown) => ({ headers: {}, body }) as unknown as ApiRequest;

/** What a guard throws, as "kind: message"; "passes" when it throws nothing. */
function outcome(guard: () => unknown): string {
  try {
    guard();
    return 'passes';
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return `${error.kind}: ${error.message}`;
  }
}

describe('assertContentType', () => {
  it.each([
    ['application/json', 'passes'],
    ['Application/JSON; charset=utf-8', 'passes'],
    ['text/plain', `unsupported-media: ${BODY_NOT_JSON}`],
    ['application/x-www-form-urlencoded', `unsupported-media: ${BODY_NOT_JSON}`],
    ['multipart/form-data; boundary=x', `unsupported-media: ${BODY_NOT_JSON}`],
    // Only starting as JSON: the runtime's parser leaves such a body unread.
    ['application/jsonx', `unsupported-media: ${BODY_NOT_JSON}`],
    ['application/json-seq', `unsupported-media: ${BODY_NOT_JSON}`],
    [undefined, `unsupported-media: ${BODY_NOT_JSON}`],
  ])('a JSON call sent as %j: %s', (contentType, expected) => {
    expect(outcome(() => assertContentType(withType(contentType), 'json'))).toBe(expected);
  });

  it.each([
    ['multipart/form-data; boundary=x', 'passes'],
    ['application/json', `unsupported-media: ${FORM_NOT_MULTIPART}`],
    ['text/plain', `unsupported-media: ${FORM_NOT_MULTIPART}`],
    ['application/x-www-form-urlencoded', `unsupported-media: ${FORM_NOT_MULTIPART}`],
    ['multipart/form-datax; boundary=x', `unsupported-media: ${FORM_NOT_MULTIPART}`],
    [undefined, `unsupported-media: ${FORM_NOT_MULTIPART}`],
  ])('a form sent as %j: %s', (contentType, expected) => {
    expect(outcome(() => assertContentType(withType(contentType), 'multipart'))).toBe(expected);
  });
});

describe('jsonBody', () => {
  it('hands an object on as it is', () => {
    const body = { ids: ['a'] };
    expect(jsonBody(withBody(body))).toBe(body);
  });

  it('refuses half a surrogate pair anywhere in it, a key too', () => {
    for (const body of [{ reason: 'x\ud800' }, { list: [{ name: '\udc00y' }] }, { ['k\ud800']: 'v' }]) {
      expect(outcome(() => jsonBody(withBody(body)))).toBe(`bad-request: ${TEXT_BROKEN}`);
    }
    expect(outcome(() => jsonBody(withBody({ name: 'Asha 😀' })))).toBe('passes');
  });

  // What the runtimes' parsers leave in req.body: an array or null from JSON, a string from text.
  it.each([[['90000001']], [null], ['{"MemberID":"9"}'], [42], [undefined], [Buffer.from('{}')]])(
    'refuses %j',
    (body) => {
      expect(outcome(() => jsonBody(withBody(body)))).toBe(`bad-request: ${JSON_OBJECT_REQUIRED}`);
    },
  );
});
