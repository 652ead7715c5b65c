import { afterEach, describe, expect, it, vi } from 'vitest';
import { SERVER_ERROR, SPONSOR_CODE_FORMAT, SPONSOR_CODE_NOT_YET, SPONSOR_CODE_USED } from '@domain/messages';
import { lookupSponsorCode } from './sponsor-code-lookup';

const FOUND = {
  code: '7K3M-Q9TX-2B4R-HW8C',
  kind: 'complimentary',
  organisation: 'Kaveri Instruments',
  level: 'Gold',
  amount: 0,
};

/** fetch answering every call with `body` and `status`; returns the mock to read what was asked. */
function answer(status: number, body: unknown) {
  const fetch = vi.fn(
    async (_path: string, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('lookupSponsorCode', () => {
  it('asks for the code as the server writes it, however it was typed, and reads what it makes of the registration', async () => {
    const fetch = answer(200, { success: true, data: { sponsorCode: FOUND } });
    expect(await lookupSponsorCode(' 7k3mq9tx2b4rhw8c ')).toEqual({ ok: true, sponsorCode: FOUND });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/sponsor-codes/7K3M-Q9TX-2B4R-HW8C');
    expect(fetch.mock.calls[0]?.[1]?.method).toBe('GET');
  });

  it('refuses a code that cannot be one without asking the server', async () => {
    const fetch = answer(200, { success: true, data: { sponsorCode: FOUND } });
    for (const typed of [
      '',
      '7K3M-Q9TX-2B4R',
      '7K3M-Q9TX-2B4R-HW8C-0000',
      '7K3M/Q9TX/2B4R/HW8C',
      'UUUU-UUUU-UUUU-UUUU',
    ]) {
      expect(await lookupSponsorCode(typed)).toEqual({ ok: false, message: SPONSOR_CODE_FORMAT });
    }
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each([
    [400, SPONSOR_CODE_FORMAT],
    [404, 'No such code, in the server’s words.'],
    [409, SPONSOR_CODE_USED],
    [409, SPONSOR_CODE_NOT_YET],
    [429, 'Too many tries, in the server’s words.'],
  ])('says why the server refused it (%i) in the server’s own sentence', async (status, error) => {
    answer(status, { success: false, error });
    expect(await lookupSponsorCode(FOUND.code)).toEqual({ ok: false, message: error });
  });

  it.each([500, 502, 503])('says "server error" when the lookup itself failed (%i)', async (status) => {
    answer(status, { success: false, error: 'Something technical.' });
    expect(await lookupSponsorCode(FOUND.code)).toEqual({ ok: false, message: SERVER_ERROR });
  });

  it('says "server error" for an answer that is not a lookup, and when nothing answered', async () => {
    answer(200, { success: true, data: { sponsorCode: { ...FOUND, kind: 'free' } } });
    expect(await lookupSponsorCode(FOUND.code)).toEqual({ ok: false, message: SERVER_ERROR });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await lookupSponsorCode(FOUND.code)).toEqual({ ok: false, message: SERVER_ERROR });
  });
});
