import { passViewSchema } from '@domain/api/pass';
import { PASS_NOT_FOUND } from '@domain/messages';
import { describe, expect, it } from 'vitest';
import { PASS_FIELDS, passAnswerOf } from './pass-answer';
import { SAVED_AT_HEADER } from './pass-worker-address';

const PASS = {
  name: 'Asha Rao',
  organization: 'IIT Dharwad',
  tier: 'Student (non-IEEE)',
  conferenceName: 'A Conference',
  datesLabel: '7th to 9th November 2025',
};
const answer = (status: number, body: unknown) =>
  passAnswerOf(new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));

describe('the pass page’s reading of GET /api/passes/{code}', () => {
  it('checks exactly the fields of the domain’s response schema, every one a string', () => {
    expect([...PASS_FIELDS].sort()).toEqual(Object.keys(passViewSchema.shape).sort());
    for (const field of PASS_FIELDS) expect(passViewSchema.shape[field].safeParse('text').success).toBe(true);
  });

  it('a pass the schema accepts is a valid pass', async () => {
    expect(passViewSchema.parse(PASS)).toEqual(PASS);
    expect(await answer(200, { success: true, data: PASS })).toEqual({ kind: 'valid', pass: PASS, savedAt: null });
  });

  it('the copy this device kept says when it was saved', async () => {
    const savedAt = '2025-11-07T03:30:00.000Z';
    const copy = new Response(JSON.stringify({ success: true, data: PASS }), {
      headers: { [SAVED_AT_HEADER]: savedAt },
    });
    expect(await passAnswerOf(copy)).toEqual({ kind: 'valid', pass: PASS, savedAt });
  });

  it('an answer missing a field, or not JSON, is a failure to try again, never a pass', async () => {
    const { tier: _tier, ...withoutTier } = PASS;
    expect(await answer(200, { success: true, data: withoutTier })).toEqual({ kind: 'failed', message: null });
    expect(await answer(200, '<html>')).toEqual({ kind: 'failed', message: null });
  });

  it('404 and 400 open no pass, in the API’s own words', async () => {
    expect(await answer(404, { success: false, error: PASS_NOT_FOUND })).toEqual({
      kind: 'invalid',
      message: PASS_NOT_FOUND,
    });
    expect((await answer(400, 'Bad Request')).kind).toBe('invalid');
  });

  it('any other refusal (too many requests, a server error) may be tried again', async () => {
    expect(await answer(429, { success: false, error: 'Too many requests.' })).toEqual({
      kind: 'failed',
      message: 'Too many requests.',
    });
    expect(await answer(503, '')).toEqual({ kind: 'failed', message: null });
  });
});
