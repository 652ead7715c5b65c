// Bodies the runtime cannot read, answered as `{ success: false, error }` like every other refusal.
//
// Both runtimes read the body before our handler runs, in an Express app of their own: Cloud
// Functions' @google-cloud/functions-framework (build/src/server.js: body-parser's json, text,
// urlencoded and raw parsers) and the emulator's runtime (firebase-tools,
// lib/emulator/functionsEmulatorRuntime.js: the same four). Neither adds an error handler, so a
// body they cannot parse (malformed JSON, a JSON string or number, an unknown charset or
// Content-Encoding) goes to Express's default one: an HTML page, with the stack trace unless
// NODE_ENV is production. Neither offers a hook, and neither has created its app when it loads
// our module. So we append our error handler to that app through Express's own API (app.use):
// as Node announces the process's first request, before the app has parsed anything, and, should
// that announcement ever be missing, from the first request that reaches us (req.app).
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { finished } from 'node:stream';
import type { Application, NextFunction, Request, Response } from 'express';
import { logger } from 'firebase-functions';
import {
  API_SERVER_ERROR,
  BODY_CHARSET_UNSUPPORTED,
  BODY_ENCODING_UNSUPPORTED,
  BODY_INCOMPLETE,
  BODY_NOT_VALID_JSON,
  FORM_TOO_MANY_FIELDS,
  JSON_BODY_TOO_LARGE,
  JSON_OBJECT_REQUIRED,
  MAX_JSON_BODY_KB,
  REQUEST_TOO_LARGE,
  REQUEST_UNREADABLE,
} from '../domain/messages';
import { DomainError } from '../domain/errors';
import { statusOf } from './errors';
import { replyError } from './reply';
import type { ApiRequest, ApiResponse } from './types';

export const MAX_JSON_BODY_BYTES = MAX_JSON_BODY_KB * 1024;

/**
 * What a runtime's body-parser error means to the caller, by the `type` body-parser and raw-body
 * give each of their errors; null for a fault of the runtime itself (a 500).
 */
export function refusalOfUnreadableBody(error: unknown): DomainError | null {
  const { type, status, body } = (error !== null && typeof error === 'object' ? error : {}) as {
    type?: unknown;
    status?: unknown;
    body?: unknown;
  };
  switch (type) {
    // Only the JSON parsers parse; text and raw keep the bytes, urlencoded fails as below.
    case 'entity.parse.failed':
      return new DomainError('bad-request', isJsonButNoObject(body) ? JSON_OBJECT_REQUIRED : BODY_NOT_VALID_JSON);
    case 'entity.too.large':
      return new DomainError('too-large', REQUEST_TOO_LARGE);
    case 'charset.unsupported':
      return new DomainError('unsupported-media', BODY_CHARSET_UNSUPPORTED);
    case 'encoding.unsupported':
      return new DomainError('unsupported-media', BODY_ENCODING_UNSUPPORTED);
    case 'parameters.too.many':
      return new DomainError('too-large', FORM_TOO_MANY_FIELDS);
    case 'request.aborted':
    case 'request.size.invalid':
      return new DomainError('bad-request', BODY_INCOMPLETE);
  }
  // Anything else the runtime calls the client's fault: a corrupt gzip stream, a urlencoded
  // body nested too deep, a path that does not decode.
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return new DomainError('bad-request', REQUEST_UNREADABLE);
  }
  return null;
}

/**
 * The runtimes' JSON parsers are strict: a top level other than an object or an array fails as a
 * parse error, though a string, a number or null is JSON all the same (body-parser's `body` is
 * the text it refused).
 */
function isJsonButNoObject(body: unknown): boolean {
  if (typeof body !== 'string') return false;
  const first = /[^ \t\n\r]/.exec(body)?.[0];
  if (first === undefined || first === '{' || first === '[') return false;
  try {
    JSON.parse(body);
    return true;
  } catch {
    return false;
  }
}

/** The media type of a Content-Type header: lower case, without parameters. */
export function mediaTypeOf(contentType: string | undefined): string {
  return (contentType ?? '').split(';', 1)[0]?.trim().toLowerCase() ?? '';
}

/**
 * The runtimes accept bodies up to 32 MB, so our limit for JSON is checked on what they read. Other
 * bodies need none here: a form is held to its route's limits by parseMultipart, and anything else
 * is refused (415) where a body is read and ignored where none is.
 */
export function exceedsJsonLimit(contentType: string | undefined, bodyBytes: number): boolean {
  return mediaTypeOf(contentType) === 'application/json' && bodyBytes > MAX_JSON_BODY_BYTES;
}

function answerUnreadableBody(error: unknown, req: Request, res: Response, next: NextFunction): void {
  if (res.headersSent) {
    next(error);
    return;
  }
  const refusal = refusalOfUnreadableBody(error);
  if (!refusal) logger.error('The runtime failed a request before the API handler saw it', { path: req.path, error });
  const reply = () =>
    refusal ? replyError(res, statusOf(refusal.kind), refusal.message) : replyError(res, 500, API_SERVER_ERROR);
  // As Express's own handler does: answer once the rest of the body is read, since a client
  // still sending may see a reset connection instead of the answer.
  if (req.readableEnded) {
    reply();
    return;
  }
  finished(req, reply);
  req.resume();
}

const adoptedApps = new WeakSet<object>();

/** Appends our error handler to the runtime's Express app, once; false if `app` is not one. */
export function adoptRuntimeApp(app: unknown): boolean {
  if (typeof app !== 'function' || typeof (app as Partial<Application>).use !== 'function') return false;
  if (!adoptedApps.has(app)) {
    adoptedApps.add(app);
    (app as Application).use(answerUnreadableBody);
  }
  return true;
}

// Node publishes every request here before the server's 'request' listeners see it (Node 18.7+).
const REQUEST_START = 'http.server.request.start';

/**
 * Call when the module loads: the first request the process serves, before it is parsed, hands
 * over its server, whose 'request' listener is the runtime's app (http.createServer(app) in the
 * framework, app.listen in the emulator).
 */
export function adoptRuntimeAppAtFirstRequest(): void {
  const onRequestStart = (message: unknown) => {
    const { server } = message as { server?: { listeners?: (event: 'request') => unknown[] } };
    if (server?.listeners?.('request').some((listener) => adoptRuntimeApp(listener))) {
      unsubscribe(REQUEST_START, onRequestStart);
    }
  };
  subscribe(REQUEST_START, onRequestStart);
}

type ApiHandler = (req: ApiRequest, res: ApiResponse) => Promise<void>;

/** The API behind the two body rules the runtime leaves to us: its refusals, and our JSON limit. */
export function withBodyRules(handler: ApiHandler): ApiHandler {
  return async (req, res) => {
    adoptRuntimeApp(req.app);
    if (exceedsJsonLimit(req.headers['content-type'], req.rawBody?.length ?? 0)) {
      replyError(res, statusOf('too-large'), JSON_BODY_TOO_LARGE);
      return;
    }
    await handler(req, res);
  };
}
