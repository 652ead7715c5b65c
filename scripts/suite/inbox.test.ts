import { describe, expect, it } from 'vitest';
import { MAIL_INBOX } from './config';
import { describeMail, suiteSmtpAccount } from './inbox';

describe('the local mail server', () => {
  it('prints a mail by recipient, subject and each distinct link', () => {
    expect(
      describeMail({
        to: ['asha@example.com', 'ravi@example.com'],
        subject: 'Verify your e-mail',
        text: 'Open http://127.0.0.1:5000/verify/abc to verify, or http://127.0.0.1:5000/verify/abc again.',
      }),
    ).toBe('Mail to asha@example.com, ravi@example.com: "Verify your e-mail" http://127.0.0.1:5000/verify/abc');
    expect(describeMail({ to: [], subject: 'Nothing', html: '<p>no link</p>' })).toBe(
      'Mail to (no recipient): "Nothing"',
    );
  });

  it('is where the function’s SMTP_CONNECTION_URI points, with an account and a password', () => {
    const account = suiteSmtpAccount();
    expect(account.port).toBe(MAIL_INBOX.smtpPort);
    expect(account.user).toMatch(/^[^@\s]+@[^@\s]+$/);
    expect(account.password.length).toBeGreaterThan(0);
  });
});
