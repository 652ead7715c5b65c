// The inbox an address reaches, for the caps that count mails per recipient (services/mail-quota.ts):
// case aside, a sub-address ("asha+icei@…") reaches the same inbox as "asha@…" at every large
// provider, and Gmail ignores the dots of its local part. Counted by address as typed, one person
// could draw any number of mails to one inbox.
const GMAIL = new Set(['gmail.com', 'googlemail.com']);

/** An address as addresses are compared everywhere (a registration's claim, a mail's recipient): trimmed, case aside. */
export const addressKey = (email: string) => email.trim().toLowerCase();

export function mailboxOf(email: string): string {
  const address = addressKey(email);
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  const domain = address.slice(at + 1);
  const local = address.slice(0, at).split('+')[0] ?? '';
  return GMAIL.has(domain) ? `${local.replaceAll('.', '')}@gmail.com` : `${local}@${domain}`;
}
