import { logger } from 'firebase-functions';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_CHECK_REFUSED } from '../domain/messages';
import { DomainError } from '../domain/errors';
import { APP_CHECK_HEADER, callOf, requireAppCheck, type AppCheckGate } from './app-check';
import { statusOf } from './errors';
import { routes } from './router';
import type { ApiRequest, Route } from './types';

const registrationRoute = routes.find((route) => callOf(route) === 'POST /api/registrations') as Route;

function request(headers: Record<string, string | string[]> = {}): ApiRequest {
  return { headers } as unknown as ApiRequest;
}

function gate(enforced: boolean, verdict: Awaited<ReturnType<AppCheckGate['verify']>>) {
  return { enforced: vi.fn(async () => enforced), verify: vi.fn(async () => verdict) };
}

const valid = { outcome: 'valid', appId: '1:123:web:abc' } as const;
const invalid = { outcome: 'invalid', reason: 'Decoding App Check token failed.' } as const;

async function refusal(promise: Promise<void>): Promise<DomainError> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

describe('the routes that need App Check', () => {
  it('are the public calls that change state or spend money, and no other', () => {
    expect(routes.filter((route) => route.appCheck).map(callOf)).toEqual([
      'POST /api/ieee-verification/ieee-status',
      'POST /api/registrations',
      'POST /api/registrations/{id}/data-request',
      'POST /api/registrations/{id}/billing',
      'POST /api/registrations/{id}/cancellation',
      'POST /api/registrations/{id}/resend-verification',
      'POST /api/payments',
    ]);
  });
});

beforeEach(() => {
  vi.restoreAllMocks();
  vi.spyOn(logger, 'info').mockImplementation(() => undefined);
  vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
});

describe('requireAppCheck, enforced', () => {
  it('refuses a call without the header with 401 and the message, without verifying anything', async () => {
    const check = gate(true, valid);
    const error = await refusal(requireAppCheck(request(), registrationRoute, check));
    expect(statusOf(error.kind)).toBe(401);
    expect(error.message).toBe(APP_CHECK_REFUSED);
    expect(check.verify).not.toHaveBeenCalled();
  });

  it('refuses an empty header', async () => {
    const error = await refusal(
      requireAppCheck(request({ [APP_CHECK_HEADER]: '  ' }), registrationRoute, gate(true, valid)),
    );
    expect(error.message).toBe(APP_CHECK_REFUSED);
  });

  it('refuses a token that does not verify (a forged one, or Google keys out of reach)', async () => {
    const check = gate(true, invalid);
    const error = await refusal(requireAppCheck(request({ [APP_CHECK_HEADER]: 'garbage' }), registrationRoute, check));
    expect(statusOf(error.kind)).toBe(401);
    expect(check.verify).toHaveBeenCalledWith('garbage');
    expect(logger.warn).toHaveBeenCalledWith('App Check refused a call', {
      call: 'POST /api/registrations',
      appCheck: 'invalid',
      enforced: true,
      reason: invalid.reason,
    });
  });

  it('lets a valid token through', async () => {
    const check = gate(true, valid);
    await expect(requireAppCheck(request({ [APP_CHECK_HEADER]: ' token ' }), registrationRoute, check)).resolves.toBe(
      undefined,
    );
    expect(check.verify).toHaveBeenCalledWith('token');
  });
});

describe('requireAppCheck, not enforced', () => {
  it('lets a call without the header through', async () => {
    await expect(requireAppCheck(request(), registrationRoute, gate(false, invalid))).resolves.toBe(undefined);
  });

  it('lets an invalid token through, having verified it for the log', async () => {
    const check = gate(false, invalid);
    await expect(requireAppCheck(request({ [APP_CHECK_HEADER]: 'x' }), registrationRoute, check)).resolves.toBe(
      undefined,
    );
    expect(check.verify).toHaveBeenCalledOnce();
    expect(logger.info).toHaveBeenCalledWith('App Check verdict', expect.objectContaining({ appCheck: 'invalid' }));
    expect(logger.warn).not.toHaveBeenCalled();
  });
});
