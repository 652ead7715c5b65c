// What the mail stand-in makes of the Firestore emulator's write events (their form as the
// emulator sends them: the document before and after in the REST API's form).
import { describe, expect, it } from 'vitest';
import { dueMailOf } from './trigger-email';

const NAME = 'projects/demo-icei2025/databases/(default)/documents/mail/m1';
const document = (fields: Record<string, unknown>) => ({
  name: NAME,
  fields: { to: { stringValue: 'asha@example.com' }, ...fields },
  createTime: '2025-10-15T04:30:00.000000Z',
  updateTime: '2025-10-15T04:30:00.000000Z',
});
const state = (value: string) => ({ delivery: { mapValue: { fields: { state: { stringValue: value } } } } });
const event = (data: Record<string, unknown>) => ({
  data: { updateMask: {}, ...data },
  context: { eventType: 'providers/cloud.firestore/eventTypes/document.write', resource: { name: NAME } },
});

describe('a write event of the mail collection', () => {
  it('names a mail created without a delivery as new, with delivery null or no delivery at all', () => {
    expect(dueMailOf(event({ value: document({ delivery: { nullValue: null } }) }))).toEqual({
      path: 'mail/m1',
      isNew: true,
    });
    expect(dueMailOf(event({ value: document({}) }))).toEqual({ path: 'mail/m1', isNew: true });
  });

  it('names a mail set to PENDING or RETRY, or back to no delivery, as due again, not new', () => {
    expect(
      dueMailOf(event({ oldValue: document(state('ERROR')), value: document({ delivery: { nullValue: null } }) })),
    ).toEqual({ path: 'mail/m1', isNew: false });
    for (const due of ['PENDING', 'RETRY']) {
      expect(dueMailOf(event({ oldValue: document(state('ERROR')), value: document(state(due)) }))).toEqual({
        path: 'mail/m1',
        isNew: false,
      });
    }
  });

  it('passes over a mail being sent, sent or failed, a deletion and anything else', () => {
    for (const done of ['PROCESSING', 'SUCCESS', 'ERROR']) {
      expect(dueMailOf(event({ oldValue: document(state('PENDING')), value: document(state(done)) }))).toBeNull();
    }
    expect(dueMailOf(event({ oldValue: document(state('SUCCESS')) }))).toBeNull();
    for (const other of [null, {}, 'mail/m1', { data: { value: { fields: {} } } }]) expect(dueMailOf(other)).toBeNull();
  });
});
