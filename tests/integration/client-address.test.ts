// GET /api/client-address echoes the X-Forwarded-For chain a request arrived with (for the smoke
// test): any header a client writes is echoed as data, as our JSON, never a 500; the route reads
// nothing else, answers no other method or path, and writes nothing (it has no Firestore call).
import { describe, expect, it } from 'vitest';
import { clientAddressSchema } from '../../functions/src/domain/api/client-address';
import { dataBody } from '../../functions/src/domain/api/envelope';
import { API_NOT_FOUND, METHOD_NOT_ALLOWED } from '../../functions/src/domain/messages';
import { callApi } from '../support/api';

const report = async (forwardedFor?: string) => {
  const answer = await callApi('GET', '/api/client-address', {
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  });
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
  return dataBody(clientAddressSchema).parse(await answer.json()).data;
};

describe('GET /api/client-address', () => {
  it('echoes what a client wrote, malformed or long, as entries of data', async () => {
    const hostile = ['not-an-address', '<script>alert(1)</script>', '../../etc/passwd', '"quoted"'];
    expect((await report(hostile.join(', '))).forwardedFor.slice(0, hostile.length)).toEqual(hostile);
    expect((await report(',, ,')).forwardedFor).toEqual([]);
    // A query is not read.
    const queried = await callApi('GET', '/api/client-address?hops=9&x=../../etc');
    expect(dataBody(clientAddressSchema).parse(await queried.json()).data.hops).toBe((await report()).hops);
    const long = Array.from({ length: 500 }, (_, n) => `198.51.100.${n % 256}`);
    expect((await report(long.join(','))).forwardedFor.slice(0, long.length)).toEqual(long);
  });

  it('answers no other method or path, with our JSON error', async () => {
    const posted = await callApi('POST', '/api/client-address', { json: {} });
    expect(posted.status).toBe(405);
    expect(await posted.json()).toEqual({ success: false, error: METHOD_NOT_ALLOWED });
    for (const path of [
      '/api/client-address/x',
      '/api/client-address.json',
      '/api/client-address%00',
      '/api/client-address/%2e%2e%5chealth',
    ]) {
      const answer = await callApi('GET', path);
      expect(answer.status).toBe(404);
      expect(await answer.json()).toEqual({ success: false, error: API_NOT_FOUND });
    }
  });
});
