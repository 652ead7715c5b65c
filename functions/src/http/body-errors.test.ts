import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BODY_CHARSET_UNSUPPORTED,
  BODY_ENCODING_UNSUPPORTED,
  BODY_INCOMPLETE,
  BODY_NOT_VALID_JSON,
  FORM_TOO_MANY_FIELDS,
  JSON_BODY_TOO_LARGE,
  JSON_OBJECT_REQUIRED,
  REQUEST_TOO_LARGE,
  REQUEST_UNREADABLE,
} from '../domain/messages';
import {
  adoptRuntimeApp,
  adoptRuntimeAppAtFirstRequest,
  exceedsJsonLimit,
  MAX_JSON_BODY_BYTES,
  mediaTypeOf,
  refusalOfUnreadableBody,
  withBodyRules,
} from './body-errors';
import type { ApiRequest, ApiResponse } from './types';

// Errors shaped as body-parser and raw-body make them (http-errors with a `type`).
const parserError = (type: string, status: number, body?: string) =>
  Object.assign(new Error(type), { type, status, body });

describe('refusalOfUnreadableBody', () => {
  it.each([
    ['entity.parse.failed', 400, '{"MemberID": ', 'bad-request', BODY_NOT_VALID_JSON],
    ['entity.parse.failed', 400, '[1, 2', 'bad-request', BODY_NOT_VALID_JSON],
    ['entity.parse.failed', 400, 'MemberID=1', 'bad-request', BODY_NOT_VALID_JSON],
    ['entity.parse.failed', 400, ' "a string"', 'bad-request', JSON_OBJECT_REQUIRED],
    ['entity.parse.failed', 400, 'null', 'bad-request', JSON_OBJECT_REQUIRED],
    ['entity.parse.failed', 400, '42', 'bad-request', JSON_OBJECT_REQUIRED],
    ['entity.too.large', 413, undefined, 'too-large', REQUEST_TOO_LARGE],
    ['charset.unsupported', 415, undefined, 'unsupported-media', BODY_CHARSET_UNSUPPORTED],
    ['encoding.unsupported', 415, undefined, 'unsupported-media', BODY_ENCODING_UNSUPPORTED],
    ['parameters.too.many', 413, undefined, 'too-large', FORM_TOO_MANY_FIELDS],
    ['request.aborted', 400, undefined, 'bad-request', BODY_INCOMPLETE],
    ['request.size.invalid', 400, undefined, 'bad-request', BODY_INCOMPLETE],
    ['querystring.parse.rangeError', 400, undefined, 'bad-request', REQUEST_UNREADABLE],
  ])('%s (%i, body %j) is a %s: %s', (type, status, body, kind, message) => {
    const refusal = refusalOfUnreadableBody(parserError(type, status, body));
    expect({ kind: refusal?.kind, message: refusal?.message }).toEqual({ kind, message });
  });

  it('reads any other 4xx of the runtime as a request it could not read', () => {
    // A corrupt gzip stream: body-parser wraps zlib's error with status 400 and no type.
    const refusal = refusalOfUnreadableBody(Object.assign(new Error('incorrect header check'), { status: 400 }));
    expect(refusal?.message).toBe(REQUEST_UNREADABLE);
  });

  it('leaves the runtime’s own faults to the 500', () => {
    expect(refusalOfUnreadableBody(parserError('stream.not.readable', 500))).toBeNull();
    expect(refusalOfUnreadableBody(new Error('boom'))).toBeNull();
    expect(refusalOfUnreadableBody('boom')).toBeNull();
    expect(refusalOfUnreadableBody(null)).toBeNull();
  });
});

describe('mediaTypeOf', () => {
  it.each([
    ['application/json', 'application/json'],
    [' Application/JSON ; charset=UTF-8', 'application/json'],
    ['multipart/form-data; boundary=x', 'multipart/form-data'],
    ['', ''],
    [undefined, ''],
  ])('%j is %j', (header, type) => {
    expect(mediaTypeOf(header)).toBe(type);
  });
});

describe('exceedsJsonLimit', () => {
  it('holds JSON to the limit, to the byte', () => {
    expect(exceedsJsonLimit('application/json', MAX_JSON_BODY_BYTES)).toBe(false);
    expect(exceedsJsonLimit('application/json; charset=utf-8', MAX_JSON_BODY_BYTES + 1)).toBe(true);
  });

  it('leaves forms to their routes and other types to the 415', () => {
    expect(exceedsJsonLimit('multipart/form-data; boundary=x', 30 * 1024 * 1024)).toBe(false);
    expect(exceedsJsonLimit('text/plain', MAX_JSON_BODY_BYTES + 1)).toBe(false);
    expect(exceedsJsonLimit(undefined, MAX_JSON_BODY_BYTES + 1)).toBe(false);
  });
});

describe('withBodyRules', () => {
  /** A request as the runtime hands it over, and what the wrapped handler or the wrapper answered. */
  async function answer(contentType: string, bodyBytes: number) {
    const req = { headers: { 'content-type': contentType }, rawBody: Buffer.alloc(bodyBytes) } as unknown as ApiRequest;
    const sent: { status?: number; body?: unknown } = {};
    const res = {
      status(code: number) {
        sent.status = code;
        return res;
      },
      set: () => res,
      json(body: unknown) {
        sent.body = body;
        return res;
      },
    } as unknown as ApiResponse;
    let handled = false;
    await withBodyRules(async () => {
      handled = true;
    })(req, res);
    return { handled, ...sent };
  }

  it('refuses JSON over the limit before the handler, and lets the rest through', async () => {
    expect(await answer('application/json', MAX_JSON_BODY_BYTES + 1)).toEqual({
      handled: false,
      status: 413,
      body: { success: false, error: JSON_BODY_TOO_LARGE },
    });
    expect(await answer('application/json; charset=utf-8', MAX_JSON_BODY_BYTES)).toEqual({ handled: true });
    expect(await answer('multipart/form-data; boundary=x', MAX_JSON_BODY_BYTES + 1)).toEqual({ handled: true });
  });
});

describe('adoptRuntimeApp', () => {
  it('adopts an Express app once, and nothing else', () => {
    const app = express();
    // Express 4 keeps its middleware in app._router (made on first use), Express 5 in app.router.
    const routers = app as unknown as Record<string, { stack: unknown[] } | undefined>;
    const layers = () => (routers._router ?? routers.router)?.stack.length ?? 0;
    expect(adoptRuntimeApp(app)).toBe(true);
    const adopted = layers();
    expect(adopted).toBeGreaterThan(0);
    expect(adoptRuntimeApp(app)).toBe(true);
    expect(layers()).toBe(adopted);
    expect(adoptRuntimeApp(undefined)).toBe(false);
    expect(adoptRuntimeApp(() => undefined)).toBe(false);
  });
});

// A runtime in miniature: an Express app that parses JSON before the handler, as both do.
describe('an app adopted at its first request', () => {
  let url = '';
  let close = () => {};
  beforeAll(async () => {
    adoptRuntimeAppAtFirstRequest();
    const app = express();
    app.use(express.json());
    app.use((_req, res) => {
      res.json({ success: true });
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  it('answers even its very first request, a body its parser refused, as ours', async () => {
    const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await response.json()).toEqual({ success: false, error: BODY_NOT_VALID_JSON });
  });

  it('still lets a readable body through to the handler', async () => {
    const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(await response.json()).toEqual({ success: true });
  });
});
