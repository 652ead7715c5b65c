import { useState } from 'react';
import { FORM_CHECKS_NOT_LOADED } from '@domain/messages';
import { statusServices } from './load-status-services';
import type { Result } from './registration-api';

export type MailingState =
  { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'failed'; message: string };

type StatusServices = Awaited<ReturnType<typeof statusServices.load>>;

/**
 * A status-page button that asks the server to mail something (a new verification link, a copy of
 * one's data): the call loads with the status page's services, a second press while sending is
 * ignored, and the outcome is what the page says next.
 */
export function useMailingRequest(call: (services: StatusServices) => Promise<Result<null>>) {
  const [state, setState] = useState<MailingState>({ kind: 'idle' });
  const send = async () => {
    if (state.kind === 'sending') return;
    setState({ kind: 'sending' });
    const result = await statusServices
      .load()
      .then(call, () => ({ ok: false, message: FORM_CHECKS_NOT_LOADED }) as const);
    setState(result.ok ? { kind: 'sent' } : { kind: 'failed', message: result.message });
  };
  return { state, send };
}
