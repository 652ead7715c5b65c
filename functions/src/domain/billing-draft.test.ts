import { describe, expect, it } from 'vitest';
import { buildRegistrationData } from './draft-submission';
import { OUTSIDE_INDIA, gstinCheckCharacter } from './gstin';
import {
  BILLING_ADDRESS_REQUIRED,
  BILLING_COUNTRY_REQUIRED,
  BILLING_NAME_REQUIRED,
  GSTIN_CHECK_FAILED,
  PARTICIPANT_REQUIRED,
  SEZ_GSTIN_REQUIRED,
} from './messages';
import type { RegistrationDraft } from './registration-draft';
import { checkStep } from './step-validation';
import { participantDraft } from './test-drafts';
import { TIERS } from './tiers';

// "Invoice to my institution" in the wizard: asked on the participant step, checked there with the
// billing schema, and sent with the registration only while ticked.
const first14 = '29AAACK4321M1Z';
const GSTIN = `${first14}${gstinCheckCharacter(first14)}`;
// A tier that needs nothing beyond the participant's details.
const tier = TIERS.find(
  (candidate) => candidate.kind !== 'author' && candidate.kind !== 'group' && candidate.memberType === 'Non-IEEE',
);

const draft = (change: Partial<RegistrationDraft> = {}): RegistrationDraft => ({
  ...participantDraft(),
  registrationTier: tier?.id ?? '',
  billingWanted: true,
  billingName: 'Karnatak Institute of Technology',
  billingAddress: 'College Road, Dharwad 580001',
  billingStateCode: '29',
  billingGstin: GSTIN,
  ...change,
});

describe('the billing fields of the wizard', () => {
  it('hold the participant step back while ticked and wrong, each problem beside its own field', () => {
    expect(checkStep('participant', draft())).toBeNull();
    const mistyped = `${first14}${GSTIN.endsWith('0') ? '1' : '0'}`;
    const check = checkStep('participant', draft({ billingName: '', billingAddress: ' ', billingGstin: mistyped }));
    expect(check?.message).toBe(BILLING_NAME_REQUIRED);
    expect(check?.problems).toEqual([
      { path: 'billingName', message: BILLING_NAME_REQUIRED },
      { path: 'billingAddress', message: BILLING_ADDRESS_REQUIRED },
      { path: 'billingGstin', message: GSTIN_CHECK_FAILED },
    ]);
  });

  it('come after the participant’s own problems, whose message the step says first', () => {
    const check = checkStep('participant', draft({ firstName: '', billingName: '' }));
    expect(check?.message).toBe(PARTICIPANT_REQUIRED);
    expect(check?.problems.map((problem) => problem.path)).toEqual(['firstName', 'billingName']);
  });

  it('need a tier that asks nothing more, for these tests', () => {
    expect(tier).toBeDefined();
  });

  it('are neither checked nor sent while unticked, though kept in the draft', () => {
    const unticked = draft({ billingWanted: false, billingName: '', billingGstin: 'typed in part' });
    expect(checkStep('participant', unticked)).toBeNull();
    const data = buildRegistrationData(unticked, new Date('2025-10-15T10:00:00+05:30'));
    expect(data.success && data.data.billing).toBeUndefined();
  });

  it('are sent, as the API takes them, while ticked', () => {
    const data = buildRegistrationData(
      draft({ billingGstin: GSTIN.toLowerCase() }),
      new Date('2025-10-15T10:00:00+05:30'),
    );
    expect(data.success && data.data.billing).toEqual({
      name: 'Karnatak Institute of Technology',
      address: 'College Road, Dharwad 580001',
      stateCode: '29',
      gstin: GSTIN,
    });
  });

  it('send only what applies where the institution is: abroad its country, not a GSTIN or SEZ typed before', () => {
    const at = new Date('2025-10-15T10:00:00+05:30');
    const abroad = draft({ billingStateCode: OUTSIDE_INDIA, billingCountry: 'jp', billingSez: true });
    expect(checkStep('participant', abroad)).toBeNull();
    const sent = buildRegistrationData(abroad, at);
    expect(sent.success && sent.data.billing).toEqual({
      name: 'Karnatak Institute of Technology',
      address: 'College Road, Dharwad 580001',
      stateCode: OUTSIDE_INDIA,
      country: 'JP',
    });
    expect(checkStep('participant', draft({ billingStateCode: OUTSIDE_INDIA }))?.problems).toEqual([
      { path: 'billingCountry', message: BILLING_COUNTRY_REQUIRED },
    ]);
    // Back in India, the country typed abroad is not sent; an SEZ unit needs its GSTIN.
    const sez = buildRegistrationData(draft({ billingCountry: 'JP', billingSez: true }), at);
    expect(sez.success && sez.data.billing).toMatchObject({ stateCode: '29', gstin: GSTIN, sez: true });
    expect(sez.success && sez.data.billing && 'country' in sez.data.billing).toBe(false);
    expect(checkStep('participant', draft({ billingSez: true, billingGstin: '' }))?.problems).toEqual([
      { path: 'billingGstin', message: SEZ_GSTIN_REQUIRED },
    ]);
  });
});
