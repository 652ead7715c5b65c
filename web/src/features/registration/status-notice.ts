// What the wizard tells the status page when it sends the registrant there (docs/rules.md: an
// address already registered), carried in the history entry's state, never in the address.

export const STATUS_PATH = '/registration/status';

interface StatusNotice {
  statusNotice: string;
}

/** The history state that makes the status page say `message` on arrival. */
export function statusNotice(message: string): StatusNotice {
  return { statusNotice: message };
}

/** The message a history entry's state carries for the status page, if any. */
export function noticeIn(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('statusNotice' in state)) return null;
  const { statusNotice: message } = state;
  return typeof message === 'string' && message !== '' ? message : null;
}
