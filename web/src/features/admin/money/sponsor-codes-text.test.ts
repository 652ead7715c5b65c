import { describe, expect, it } from 'vitest';
import { sponsorViewSchema, type SponsorCodeView, type SponsorView } from '@domain/api/sponsor-views';
import {
  codeKindText,
  codeState,
  codesAddedMessage,
  codesFileName,
  codesReadiness,
  codesSummary,
  unusedCodesCsv,
  unusedCodesText,
  withdrawalEffectOnCodes,
} from './sponsor-codes-text';

// A sponsor rate of ₹5,000 before an 18% tax: ₹5,900 to pay.
const RATE = { extraRegistration: 5000, taxRatePercent: 18 };

const code = (value: string, changes: Partial<SponsorCodeView> = {}): SponsorCodeView => ({
  code: value,
  kind: 'complimentary',
  createdAt: '2025-10-01T04:30:00.000Z',
  usedBy: null,
  usedAt: null,
  revoked: null,
  ...changes,
});

const FREE_1 = code('7K3M-Q9TX-2B4R-HW8C');
const FREE_2 = code('0A1B-2C3D-4E5F-6G7H');
const USED = code('8J9K-AMNP-QRST-VWXY', {
  usedBy: { registrationId: 'ICEI-2025-00042', name: 'Asha Rao' },
  // Half past one in the morning of 6 November at the venue (UTC+5:30).
  usedAt: '2025-11-05T20:00:00.000Z',
});
const ERASED = code('1111-2222-3333-4444', {
  kind: 'sponsor-rate',
  usedBy: { registrationId: 'ICEI-2025-00043', name: null },
  usedAt: '2025-11-07T06:00:00.000Z',
});
const WITHDRAWN = code('5555-6666-7777-8888', {
  kind: 'sponsor-rate',
  revoked: { at: '2025-11-08T19:00:00.000Z', by: 'organiser@example.org' },
});
const EXTRA = code('9999-AAAA-BBBB-CCCC', { kind: 'sponsor-rate' });

const sponsor = (changes: Partial<SponsorView> = {}): SponsorView =>
  sponsorViewSchema.parse({
    id: 'SP-0123ABCD',
    organisation: { name: 'Kaveri Instruments', address: 'Hubballi', stateCode: '29' },
    level: 'Gold',
    amount: 200000,
    amountDuePaise: 236000_00,
    freeRegistrations: 2,
    contact: { name: 'Meera Kulkarni', email: 'meera@kaveri.example' },
    createdAt: '2025-10-01T04:30:00.000Z',
    createdBy: 'organiser@example.org',
    payment: null,
    invoice: null,
    withdrawn: null,
    codes: [FREE_1, FREE_2],
    ...changes,
  });

describe('what a code costs', () => {
  it('is included in the package, or the sponsor rate with its tax', () => {
    expect(codeKindText('complimentary', RATE)).toBe('Included in the package');
    expect(codeKindText('sponsor-rate', RATE)).toBe('At the sponsor rate, ₹5,900 with tax');
    expect(codeKindText('sponsor-rate', { extraRegistration: 100000, taxRatePercent: 5 })).toBe(
      'At the sponsor rate, ₹1,05,000 with tax',
    );
  });

  it('names no figure when there is none to name', () => {
    expect(codeKindText('sponsor-rate', null)).toBe('At the sponsor rate');
    // ₹5,001 at 18% is ₹5,901.18: not whole rupees, which no registration can cost.
    expect(codeKindText('sponsor-rate', { extraRegistration: 5001, taxRatePercent: 18 })).toBe('At the sponsor rate');
  });
});

describe('where a code stands', () => {
  it('is not used, used by someone on the venue’s day, or withdrawn on the venue’s day and by whom', () => {
    expect(codeState(FREE_1)).toEqual({ kind: 'unused' });
    expect(codeState(USED)).toEqual({
      kind: 'used',
      registrationId: 'ICEI-2025-00042',
      name: 'Asha Rao',
      day: '6 Nov 2025',
    });
    expect(codeState(WITHDRAWN)).toEqual({ kind: 'withdrawn', day: '9 Nov 2025', by: 'organiser@example.org' });
  });

  it('stays used once the registration was erased, naming it no more', () => {
    // The record is gone: its ID is still in the code, the name not.
    expect(codeState(ERASED)).toEqual({
      kind: 'used',
      registrationId: 'ICEI-2025-00043',
      name: null,
      day: '7 Nov 2025',
    });
    // Erasure made the code forget the registration, and kept the day it was used.
    expect(codeState({ ...ERASED, usedBy: null })).toEqual({
      kind: 'used',
      registrationId: null,
      name: null,
      day: '7 Nov 2025',
    });
    expect(codeState({ ...ERASED, usedAt: null })).toMatchObject({ kind: 'used', day: null });
  });

  it('counts as used when a record holds a registration and a withdrawal both', () => {
    expect(codeState({ ...USED, revoked: WITHDRAWN.revoked }).kind).toBe('used');
  });
});

describe('a sponsor’s codes in a line', () => {
  it('counts them and each state they are in, leaving out the states none is in', () => {
    expect(codesSummary([])).toBe('no codes');
    expect(codesSummary([FREE_1])).toBe('1 code, 1 not used');
    expect(codesSummary([FREE_1, FREE_2, USED, ERASED, WITHDRAWN])).toBe('5 codes, 2 not used, 2 used, 1 withdrawn');
    expect(codesSummary([USED, WITHDRAWN])).toBe('2 codes, 1 used, 1 withdrawn');
    expect(codesSummary([{ ...USED, usedBy: null }, FREE_1])).toBe('2 codes, 1 not used, 1 used');
  });
});

describe('when the codes can be handed out', () => {
  it('waits for the payment, and says to whom to send them once it is verified', () => {
    expect(codesReadiness(sponsor())).toMatch(/^The payment is not verified yet: .*only once it is verified/);
    const paid = sponsor({
      payment: { reference: 'UTR-77', date: '2025-11-05', verifiedAt: '2025-11-06T05:00:00.000Z', verifiedBy: 'a@b.c' },
    });
    expect(codesReadiness(paid)).toMatch(/^The payment is verified: these codes work in the registration wizard now\./);
    expect(codesReadiness(paid)).toContain('Meera Kulkarni (meera@kaveri.example)');
  });

  it('says the codes stopped when the payment was withdrawn', () => {
    const withdrawn = sponsor({
      withdrawn: {
        reason: 'The transfer bounced.',
        at: '2025-11-07T05:00:00.000Z',
        by: 'a@b.c',
        creditNote: null,
        invoice: null,
      },
    });
    expect(codesReadiness(withdrawn)).toMatch(/^The payment was withdrawn: .*only once it is verified/);
  });
});

describe('what withdrawing the payment does to the codes', () => {
  it('stops the unused ones and leaves the registrations made with the used ones, naming them', () => {
    expect(withdrawalEffectOnCodes([FREE_1, FREE_2, USED, ERASED, WITHDRAWN])).toEqual([
      'Its 2 unused codes stop working in the registration wizard until the payment is verified again.',
      'The 2 registrations already made with its codes (Asha Rao, ICEI-2025-00043) stay as they are: withdrawing the payment cancels none.',
    ]);
    expect(withdrawalEffectOnCodes([EXTRA, USED])).toEqual([
      'Its unused code stops working in the registration wizard until the payment is verified again.',
      'The registration already made with its codes (Asha Rao) stays as it is: withdrawing the payment cancels none.',
    ]);
    // A code whose registration erasure forgot is counted, unnamed.
    expect(withdrawalEffectOnCodes([USED, { ...ERASED, usedBy: null }])).toEqual([
      'The 2 registrations already made with its codes stay as they are: withdrawing the payment cancels none.',
    ]);
    expect(withdrawalEffectOnCodes([WITHDRAWN])).toEqual([]);
  });
});

describe('the unused codes to send to the sponsor', () => {
  const codes = [FREE_1, USED, FREE_2, ERASED, WITHDRAWN, EXTRA];

  it('as text: one a line under what each kind costs, the package’s first, and nothing used or withdrawn', () => {
    expect(unusedCodesText(codes, RATE)).toBe(
      [
        'Included in the package:',
        FREE_1.code,
        FREE_2.code,
        '',
        'At the sponsor rate, ₹5,900 with tax:',
        EXTRA.code,
      ].join('\n'),
    );
    expect(unusedCodesText([EXTRA, USED], RATE)).toBe(`At the sponsor rate, ₹5,900 with tax:\n${EXTRA.code}`);
    expect(unusedCodesText([USED, WITHDRAWN, { ...ERASED, usedBy: null }], RATE)).toBe('');
  });

  it('as a CSV: a byte-order mark, a header, a quoted cost where it holds a comma, CRLF line ends', () => {
    const csv = unusedCodesCsv(codes, RATE);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines).toEqual([
      'Code,Kind',
      `${FREE_1.code},Included in the package`,
      `${FREE_2.code},Included in the package`,
      `${EXTRA.code},"At the sponsor rate, ₹5,900 with tax"`,
      '',
    ]);
    // Nothing a spreadsheet would run as a formula: every cell starts with a letter or a digit.
    for (const line of lines.slice(1, -1)) expect(line).toMatch(/^[0-9A-Z]/);
    expect(unusedCodesCsv([USED], RATE).slice(1)).toBe('Code,Kind\r\n');
  });

  it('in a file named after the sponsor', () => {
    expect(codesFileName(sponsor())).toBe('SP-0123ABCD-unused-codes.csv');
  });
});

describe('codes added', () => {
  it('names the codes the sponsor did not have before', () => {
    const before = sponsor();
    const added = [
      code('ABCD-EFGH-JKMN-PQRS', { kind: 'sponsor-rate' }),
      code('TVWX-YZ01-2345-6789', { kind: 'sponsor-rate' }),
    ];
    const after = sponsor({ codes: [...before.codes, ...added] });
    expect(codesAddedMessage(before.codes, after)).toBe(
      '2 codes at the sponsor rate added for Kaveri Instruments: ABCD-EFGH-JKMN-PQRS, TVWX-YZ01-2345-6789.',
    );
    expect(codesAddedMessage(after.codes.slice(0, 3), after)).toBe(
      '1 code at the sponsor rate added for Kaveri Instruments: TVWX-YZ01-2345-6789.',
    );
  });
});
