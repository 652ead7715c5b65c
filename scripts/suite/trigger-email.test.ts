// What the mail stand-in makes of the Firestore emulator's write events (their form as the
// emulator sends them: the document before and after in the REST API's form), and its endpoint.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { dueMailOf, mailEventListener, MAX_EVENT_BYTES, type DueMail } from './trigger-email';

const DOCUMENTS = 'projects/demo-icei2025/databases/(default)/documents';
const NAME = `${DOCUMENTS}/mail/m1`;
const document = (fields: Record<string, unknown>, name = NAME) => ({
  name,
  fields: { to: { stringValue: 'asha@example.com' }, ...fields },
  createTime: '2025-10-15T04:30:00.000000Z',
  updateTime: '2025-10-15T04:30:00.000000Z',
});
const NEW = { delivery: { nullValue: null } };
const state = (value: string) => ({ delivery: { mapValue: { fields: { state: { stringValue: value } } } } });
const event = (data: Record<string, unknown>) => ({
  data: { updateMask: {}, ...data },
  context: { eventType: 'providers/cloud.firestore/eventTypes/document.write', resource: { name: NAME } },
});

describe('a write event of the mail collection', () => {
  it('names a mail created without a delivery as new, with delivery null or no delivery at all', () => {
    expect(dueMailOf(event({ value: document(NEW) }), 'mail')).toEqual({ path: 'mail/m1', isNew: true });
    expect(dueMailOf(event({ value: document({}) }), 'mail')).toEqual({ path: 'mail/m1', isNew: true });
  });

  it('names a mail set to PENDING or RETRY, or back to no delivery, as due again, not new', () => {
    expect(dueMailOf(event({ oldValue: document(state('ERROR')), value: document(NEW) }), 'mail')).toEqual({
      path: 'mail/m1',
      isNew: false,
    });
    for (const due of ['PENDING', 'RETRY']) {
      expect(dueMailOf(event({ oldValue: document(state('ERROR')), value: document(state(due)) }), 'mail')).toEqual({
        path: 'mail/m1',
        isNew: false,
      });
    }
  });

  it('passes over a mail being sent, sent or failed, a deletion and anything else', () => {
    for (const done of ['PROCESSING', 'SUCCESS', 'ERROR']) {
      expect(
        dueMailOf(event({ oldValue: document(state('PENDING')), value: document(state(done)) }), 'mail'),
      ).toBeNull();
    }
    expect(dueMailOf(event({ oldValue: document(state('SUCCESS')) }), 'mail')).toBeNull();
    for (const other of [null, {}, 'mail/m1', { data: { value: { fields: {} } } }]) {
      expect(dueMailOf(other, 'mail')).toBeNull();
    }
  });

  it('passes over a document that is not directly in the collection watched', () => {
    for (const name of [
      `${DOCUMENTS}/registrations/m1`,
      `${DOCUMENTS}/mail`,
      `${DOCUMENTS}/mail/`,
      `${DOCUMENTS}/mail/m1/audit/a1`,
      `${DOCUMENTS}/mailbox/m1`,
      'mail/m1',
    ]) {
      expect(dueMailOf(event({ value: document(NEW, name) }), 'mail')).toBeNull();
    }
  });
});

describe('the endpoint the emulator posts to', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  /** Starts the endpoint on a free port and returns a poster and what it handed on. */
  async function endpoint() {
    const handed: DueMail[] = [];
    server = createServer(mailEventListener('mail', (due) => handed.push(due)));
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const post = async (body: string | Buffer) => {
      const response = await fetch(`http://127.0.0.1:${port}/functions/projects/demo/triggers/t`, {
        method: 'POST',
        body,
      });
      return { status: response.status, type: response.headers.get('content-type'), body: await response.json() };
    };
    return { handed, post };
  }

  it('hands on the mail a due event names, and answers in JSON', async () => {
    const { handed, post } = await endpoint();
    expect(
      await post(JSON.stringify(event({ value: document(NEW) }))).then(({ status, body }) => ({ status, body })),
    ).toEqual({
      status: 200,
      body: { success: true },
    });
    expect(handed).toEqual([{ path: 'mail/m1', isNew: true }]);
  });

  it('refuses a body that is not JSON or too large in JSON, and hands nothing on', async () => {
    const { handed, post } = await endpoint();
    const malformed = await post('{"data": ');
    expect(malformed).toMatchObject({ status: 400, type: 'application/json', body: { success: false } });
    const oversize = await post(Buffer.alloc(MAX_EVENT_BYTES + 1, 0x20));
    expect(oversize).toMatchObject({ status: 413, type: 'application/json', body: { success: false } });
    expect(handed).toEqual([]);
  });

  it('accepts, and hands nothing on for, an event naming a path outside the collection', async () => {
    const { handed, post } = await endpoint();
    for (const name of [`${DOCUMENTS}/registrations/r1`, `${DOCUMENTS}/mail/m1/../../registrations/r1`]) {
      expect((await post(JSON.stringify(event({ value: document(NEW, name) })))).status).toBe(200);
    }
    expect(handed).toEqual([]);
  });
});
