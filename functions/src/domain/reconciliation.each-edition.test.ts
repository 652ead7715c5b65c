import { describe, expect, it } from 'vitest';
import {
  findRegistrationIds,
  normaliseReference,
  parseAmount,
  reconcile,
  type ReconcilableRegistration,
  type StatementCell,
} from './reconciliation';
import { EDITION } from './edition';
import { REGISTRATION_ID_PREFIX } from './registration-id';

// Rules for any edition, written with its ID prefix (ICEI25 in 2025, spelled out in
// reconciliation.icei-2025.test.ts).
const PREFIX = REGISTRATION_ID_PREFIX;
const prefixed = (body: string) => `${PREFIX}-${body}`;

const registration = (
  id: string,
  paymentReferenceId: string,
  totalAmount: number,
  paymentVerified = false,
): ReconcilableRegistration => ({
  id,
  paymentReferenceId,
  totalAmount,
  paymentVerified,
});
const line = (lineNumber: number, reference: string, amount: number | null, otherCells: StatementCell[] = []) => ({
  lineNumber,
  reference,
  amount,
  otherCells,
});

describe('reading a bank statement', () => {
  it.each([
    ['sbi 0012345', 'SBI0012345'],
    ['  00012345 ', '12345'],
    ['ab-12 34', 'AB1234'],
    ['0', '0'],
  ])('normalises %j to %j', (reference, normalised) => {
    expect(normaliseReference(reference)).toBe(normalised);
  });

  it.each([
    ['₹ 14,160.00', 14160],
    ['INR 14160', 14160],
    ['3,060', 3060],
    ['Rs. 2,500', 2500],
    ['fourteen', null],
    ['', null],
  ])('reads the amount %j as %j', (text, amount) => {
    expect(parseAmount(text)).toBe(amount);
  });
});

describe('reconciling', () => {
  const registrations = [
    registration('A', 'REF-100', 3600),
    registration('B', 'ab 777', 6000),
    registration('C', 'REF-300', 15500),
    registration('D', 'DUP-1', 2500),
    registration('E', 'DUP-1', 2500),
    registration('F', 'REF-600', 8300),
    registration('G', 'REF-700', 7100, true),
  ];

  const result = reconcile(
    [
      line(1, 'REF-100', 3600),
      line(2, '00AB777', 6000),
      line(3, 'REF-300', 15000),
      line(4, 'DUP-1', 2500),
      line(5, 'NOBODY', 100),
      line(6, 'REF-100', 3600),
      line(7, 'REF-700', 7100),
    ],
    registrations,
    'UTR',
  );

  it('matches a reference and amount that agree, exactly or after normalising', () => {
    expect(result.matched.map((m) => [m.line.lineNumber, m.registration.id, m.kind, m.foundIn])).toEqual([
      [2, 'B', 'normalised', 'UTR'],
      [7, 'G', 'exact', 'UTR'],
    ]);
  });

  it('asks for a look when the amount differs, one line names several registrations, or a line repeats', () => {
    expect(result.needsLook.map((n) => [n.line.lineNumber, n.registrations.map((r) => r.id), n.reason])).toEqual([
      [1, ['A'], 'amount-differs'],
      [3, ['C'], 'amount-differs'],
      [4, ['D', 'E'], 'several-registrations'],
      [6, ['A'], 'amount-differs'],
    ]);
    // A repeated line is a second payment: the two add up to twice the amount due, each saying so.
    expect(result.needsLook.filter((n) => n.registrations[0]?.id === 'A').map((n) => n.paidWith)).toEqual([
      [1, 6],
      [1, 6],
    ]);
  });

  describe('adding up the lines of one registration', () => {
    const due = registration('H', 'REF-800', 7100);
    const balanceAsked = { ...registration('K', 'REF-900', 7100), amountReceived: 7000 };
    const verdicts = (lines: ReturnType<typeof line>[]) => {
      const report = reconcile(lines, [due, balanceAsked], 'UTR');
      return [
        ...report.matched.map((m) => [m.line.lineNumber, m.registration.id, 'matched', m.paidWith]),
        ...report.needsLook.map((n) => [n.line.lineNumber, n.registrations[0]?.id, n.reason, n.paidWith]),
      ];
    };

    it('matches a transfer and its balance on two lines, to the paisa', () => {
      expect(verdicts([line(1, 'REF-800', 7000), line(2, 'NEFT REF-800', 100)])).toEqual([
        [1, 'H', 'matched', [1, 2]],
        [2, 'H', 'matched', [1, 2]],
      ]);
      expect(verdicts([line(4, 'REF-800', 7000.5), line(9, 'REF-800', 99.5)])).toEqual([
        [4, 'H', 'matched', [4, 9]],
        [9, 'H', 'matched', [4, 9]],
      ]);
    });

    it('asks for a look when the lines add up to another amount, or one is unreadable', () => {
      expect(verdicts([line(1, 'REF-800', 7000), line(2, 'REF-800', 50)]).map((v) => v[2])).toEqual([
        'amount-differs',
        'amount-differs',
      ]);
      expect(verdicts([line(1, 'REF-800', 7000), line(2, 'REF-800', null)]).map((v) => v[2])).toEqual([
        'amount-differs',
        'amount-differs',
      ]);
    });

    it('matches a line of the balance alone once the balance was asked for, and not before', () => {
      expect(verdicts([line(1, 'REF-900', 100)])).toEqual([[1, 'K', 'matched', []]]);
      expect(verdicts([line(1, 'REF-900', 7100)])).toEqual([[1, 'K', 'matched', []]]);
      expect(verdicts([line(1, 'REF-800', 100)])).toEqual([[1, 'H', 'amount-differs', []]]);
    });
  });

  it('lists the lines nobody claims and the proofs no line pays', () => {
    expect(result.unmatchedLines.map((l) => l.lineNumber)).toEqual([5]);
    expect(result.unmatchedRegistrations.map((r) => r.id)).toEqual(['F']);
  });

  it('lists a credit without a reference (zeros or a dash count as none) apart, as another credit', () => {
    const other = reconcile(
      [line(1, '', 1204), line(2, '0000000000000000', 80), line(3, '-', 15), line(4, 'NOBODY', 100)],
      registrations,
      'UTR',
    );
    expect(other.otherCredits.map((l) => l.lineNumber)).toEqual([1, 2, 3]);
    expect(other.unmatchedLines.map((l) => l.lineNumber)).toEqual([4]);
  });

  it('gives the same answer for the same statement twice', () => {
    expect(
      reconcile(
        result.matched.map((m) => m.line),
        registrations,
        'UTR',
      ).matched,
    ).toEqual(result.matched);
  });
});

describe('finding registration IDs in what the bank wrote', () => {
  const id = prefixed('AB12-CD34-EF567');

  it.each([
    [`NEFT/${PREFIX} AB12 CD34 EF567/RAO`],
    [`${PREFIX.toLowerCase()}ab12cd34ef567`],
    [
      `By transfer ${EDITION.shortName.toLowerCase()} ${PREFIX.slice(EDITION.shortName.length)}-ab12-cd34-ef567 conference fee`,
    ],
    [`IMPS/${PREFIX}AB12CD34EF567RAO`],
    [`${PREFIX}_AB12_CD34_EF567`],
    ['fee AB12-CD34-EF567 Rao'],
    [id],
  ])('reads %j as the ID', (text) => {
    expect(findRegistrationIds(text)).toEqual([id]);
  });

  it('reads O for 0 and I or L for 1', () => {
    expect(findRegistrationIds(`${PREFIX} L0O0 oooo 0000I`)).toEqual([prefixed('1000-0000-00001')]);
  });

  it('finds every ID in a text, and none in a short or foreign code', () => {
    expect(findRegistrationIds(`${id} and ${PREFIX.toLowerCase()} 7qxm 2k9p 4ht0v`)).toEqual([
      id,
      prefixed('7QXM-2K9P-4HT0V'),
    ]);
    expect(findRegistrationIds(`${PREFIX} AB12 CD34`)).toEqual([]);
    expect(findRegistrationIds(`SBIN0001234 NEFT ${EDITION.year}`)).toEqual([]);
  });

  it('takes any 13-character word of the right alphabet: only a registration that exists makes it a match', () => {
    expect(findRegistrationIds('REGISTRATIONS')).toEqual([prefixed('REG1-STRA-T10NS')]);
  });
});

describe('reconciling a report in the shape banks export it', () => {
  // Txn Date,Description,Ref No./Cheque No.,Amount,Remarks: the bank's own reference in the
  // reference column, what the payer wrote in the remarks.
  const [year, month, day] = EDITION.earlyBirdCutoff.split('-');
  const remarks = (value: string): StatementCell[] => [
    { header: 'Txn Date', value: `${day}/${month}/${year}` },
    { header: 'Description', value: 'NEFT CR-SBIN0001234-RAO' },
    { header: 'Remarks', value },
  ];
  const registrations = [
    registration(prefixed('AB12-CD34-EF567'), 'SBIC2510210003', 15500),
    registration(prefixed('7QXM-2K9P-4HT0V'), 'utr-8812', 3600),
    registration(prefixed('1000-0000-00001'), 'CANARA 77', 6000),
    registration(prefixed('2000-0000-00002'), 'R-1', 6000),
  ];
  const result = reconcile(
    [
      line(1, 'SBIN52931', 15500, remarks(`NEFT/${PREFIX.toLowerCase()} ab12 cd34 ef567/RAO`)),
      line(2, 'SBIN52932', 3600, remarks('UTR-8812')),
      line(3, 'CANARA 77', 6000, remarks(`for ${prefixed('2000-0000-00002')}`)),
      line(4, 'SBIN52934', 6000, remarks(`${prefixed('1000-0000-00001')} ${PREFIX} 2000 0000 00002`)),
      line(5, 'SBIN52935', 15500, remarks('AB12 CD34 EF567 again')),
      line(6, 'SBIN52936', 100, remarks(prefixed('ZZZZ-ZZZZ-ZZZZZ'))),
      line(7, '', 500, remarks('')),
    ],
    registrations,
    'Ref No./Cheque No.',
  );

  it('matches the registration ID wherever it stands, before any typed reference, and the typed reference in remarks', () => {
    expect(result.matched.map((m) => [m.line.lineNumber, m.registration.id, m.kind, m.foundIn])).toEqual([
      [2, prefixed('7QXM-2K9P-4HT0V'), 'normalised', 'Remarks'],
    ]);
  });

  it('asks for a look at a line naming several registrations, at the other lines of those, and at lines paying twice', () => {
    expect(result.needsLook.map((n) => [n.line.lineNumber, n.registrations.map((r) => r.id), n.reason])).toEqual([
      [1, [prefixed('AB12-CD34-EF567')], 'amount-differs'],
      [3, [prefixed('2000-0000-00002')], 'line-repeated'],
      [4, [prefixed('1000-0000-00001'), prefixed('2000-0000-00002')], 'several-registrations'],
      [5, [prefixed('AB12-CD34-EF567')], 'amount-differs'],
    ]);
  });

  it('leaves an ID of nobody with a proof unmatched, and a line with no reference aside', () => {
    expect(result.unmatchedLines.map((l) => l.lineNumber)).toEqual([6]);
    expect(result.unmatchedRegistrations.map((r) => r.id)).toEqual([]);
  });

  it('names several registrations on one line, and looks for no typed reference in a balance column', () => {
    const two = reconcile(
      [line(1, 'X', 12000, remarks(`${prefixed('1000-0000-00001')}, ${prefixed('2000-0000-00002')}`))],
      registrations,
      'Ref',
    );
    expect(two.needsLook.map((n) => [n.registrations.length, n.reason, n.kind])).toEqual([
      [2, 'several-registrations', 'registration-id'],
    ]);
    const inBalance = reconcile([line(1, 'X', 3600, [{ header: 'Balance', value: 'utr-8812' }])], registrations, 'Ref');
    expect(inBalance.unmatchedLines.map((l) => l.lineNumber)).toEqual([1]);
  });
});

describe('finding a typed reference inside a narration', () => {
  const registrations = [
    registration('IMPS', '000078451234', 3600),
    registration('UPI', '529812345678', 6000),
    registration('TYPED', 'SBIC-TEST-1', 1000),
    registration('SHORT', '12345', 500),
  ];
  const narration = (text: string, amount: number) =>
    reconcile([line(1, '', amount, [{ header: 'Narration', value: text }])], registrations, 'Ref');

  it.each([
    ['IMPS/P2A/78451234/ASHA', 3600, 'IMPS'],
    ['BY TRANSFER-UPI/CR/529812345678/RAHUL/ICEI REG--', 6000, 'UPI'],
    ['IMPS-78451234-ASHA KULKARNI', 3600, 'IMPS'],
    ['NEFT*SBIC-TEST-1*RAO', 1000, 'TYPED'],
  ])('finds the reference in %j', (text, amount, id) => {
    expect(narration(text, amount).matched.map((m) => [m.registration.id, m.foundIn])).toEqual([[id, 'Narration']]);
  });

  it('takes no part shorter than six characters for a reference', () => {
    expect(narration('UPI/12345/FEE', 500).matched).toEqual([]);
  });
});
