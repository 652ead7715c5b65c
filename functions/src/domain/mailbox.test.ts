import { describe, expect, it } from 'vitest';
import { mailboxOf } from './mailbox';

describe('the inbox an address reaches', () => {
  it('is one for the address in any case, with or without a sub-address', () => {
    const inbox = mailboxOf('asha.rao@example.org');
    for (const address of ['Asha.Rao@Example.org', ' asha.rao+icei@example.org ', 'asha.rao+1+2@EXAMPLE.ORG']) {
      expect(mailboxOf(address), address).toBe(inbox);
    }
    expect(mailboxOf('asharao@example.org')).not.toBe(inbox); // dots count outside Gmail
  });

  it('ignores the dots of a Gmail address, and its second domain', () => {
    expect(mailboxOf('a.sha.rao+x@googlemail.com')).toBe(mailboxOf('asharao@gmail.com'));
  });
});
