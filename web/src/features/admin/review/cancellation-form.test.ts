import { describe, expect, it } from 'vitest';
import { formatPaise } from '@domain/gst';
import {
  approvalBody,
  approvalFieldsToKeep,
  declineBody,
  keptApprovalFields,
  dueLine,
  paiseOfRupeesText,
  REFUND_NOT_RUPEES,
  rupeesText,
} from './cancellation-form';

const fields = { refund: '3,540.50', reason: '', bankReference: ' NEFT-42 ', date: '2025-10-28', note: '' };

describe('the refund in rupees', () => {
  it('reads rupees with up to two decimals, with or without separators, to the paisa', () => {
    expect(paiseOfRupeesText('3540')).toBe(354_000);
    expect(paiseOfRupeesText('3540.5')).toBe(354_050);
    expect(paiseOfRupeesText(' 3,540.05 ')).toBe(354_005);
    expect(paiseOfRupeesText('0')).toBe(0);
  });

  it('refuses what is not such an amount', () => {
    for (const text of ['', '.50', '3540.505', '-10', '1e3', '₹3540', 'ten', '3540.']) {
      expect(paiseOfRupeesText(text)).toBeNull();
    }
  });

  it('shows an amount as the field reads it back', () => {
    for (const paise of [0, 1, 10, 99, 100, 354_050, 99_999_999]) {
      expect(paiseOfRupeesText(rupeesText(paise))).toBe(paise);
    }
  });
});

describe('approvalBody', () => {
  it('approves a paid registration with its refund, the bank reference and day only when money goes back', () => {
    expect(approvalBody({ ...fields, reason: ' Paid twice ', note: ' Sorry to see you go. ' }, true)).toEqual({
      ok: true,
      body: {
        decision: 'approve',
        note: 'Sorry to see you go.',
        refund: { amountPaise: 354_050, reason: 'Paid twice', bankReference: 'NEFT-42', date: '2025-10-28' },
      },
    });
    expect(approvalBody({ ...fields, refund: '0.00' }, true)).toEqual({
      ok: true,
      body: { decision: 'approve', refund: { amountPaise: 0 } },
    });
  });

  it('says so when the refund is not an amount in rupees', () => {
    expect(approvalBody({ ...fields, refund: '35,40.505' }, true)).toEqual({ ok: false, message: REFUND_NOT_RUPEES });
  });

  it('approves an unpaid registration with no refund, whatever the refund field holds', () => {
    expect(approvalBody({ ...fields, note: 'Closed.' }, false)).toEqual({
      ok: true,
      body: { decision: 'approve', note: 'Closed.' },
    });
  });
});

describe('declineBody', () => {
  it('declines with the note, or without one when none is given', () => {
    expect(declineBody(' The conference is in two days. ')).toEqual({
      decision: 'decline',
      note: 'The conference is in two days.',
    });
    expect(declineBody('  ')).toEqual({ decision: 'decline' });
  });
});

describe('dueLine', () => {
  it('gives the refund the policy gives, asks for a decision without a policy, and has nothing for an unpaid registration', () => {
    expect(dueLine(177_025, true)).toBe(`Refund due under the policy: ₹${formatPaise(177_025)}`);
    expect(dueLine(0, true)).toBe(`Refund due under the policy: ₹${formatPaise(0)}`);
    expect(dueLine(null, true)).toBe('No refund policy: decide the amount');
    expect(dueLine(null, false)).toBe('Not paid: there is nothing to refund.');
    // Decided: no instruction left, the figure stays beside what was refunded.
    expect(dueLine(null, true, false)).toBe('No refund policy applied to this request.');
    expect(dueLine(177_025, true, false)).toBe(`Refund due under the policy: ₹${formatPaise(177_025)}`);
  });
});

describe('the approval’s fields kept in the tab until sent', () => {
  const opened = { refund: '3540.50', reason: '', bankReference: '', date: '2025-10-28', note: '' };

  it('keeps nothing while the fields are as the dialog opened them', () => {
    expect(approvalFieldsToKeep({ ...opened }, opened)).toBe('');
  });

  it('reads back every field of what it keeps once one changed', () => {
    for (const name of Object.keys(opened) as (keyof typeof opened)[]) {
      const typed = { ...opened, [name]: `${opened[name]}7` };
      expect(keptApprovalFields(approvalFieldsToKeep(typed, opened)), name).toEqual(typed);
    }
  });

  it('takes from a kept value only the fields it knows, and only text', () => {
    expect(keptApprovalFields('{"refund":"100","note":5,"admin":"yes"}')).toEqual({ refund: '100' });
    for (const kept of ['', 'not JSON', 'null', '"text"', '[1,2]', '42'])
      expect(keptApprovalFields(kept), kept).toEqual({});
  });
});
