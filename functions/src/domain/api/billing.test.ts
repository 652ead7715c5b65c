import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter } from '../gstin';
import { BILLING_BODY_INVALID, BILLING_NAME_REQUIRED } from '../messages';
import { billingUpdateSchema } from './billing';

const first14 = '29AAACK4321M1Z';
const INSTITUTION = { name: 'Karnatak Institute', address: 'College Road, Dharwad 580001', stateCode: '29' };

const messageOf = (body: unknown) => billingUpdateSchema.safeParse(body).error?.issues[0]?.message;

describe('the body of POST /api/registrations/{id}/billing', () => {
  it('holds the billing details, or null to remove them', () => {
    const gstin = `${first14}${gstinCheckCharacter(first14)}`;
    expect(billingUpdateSchema.parse({ billing: { ...INSTITUTION, gstin } })).toEqual({
      billing: { ...INSTITUTION, gstin },
    });
    expect(billingUpdateSchema.parse({ billing: null })).toEqual({ billing: null });
  });

  it('says how it is written when the billing is missing or not an object, and what is wrong inside it', () => {
    for (const body of [{}, { billing: 'Karnatak Institute' }, { billing: [] }, { billing: 42 }]) {
      expect(messageOf(body)).toBe(BILLING_BODY_INVALID);
    }
    expect(billingUpdateSchema.safeParse({ billing: { ...INSTITUTION, name: '' } }).error?.issues).toMatchObject([
      { message: BILLING_NAME_REQUIRED, path: ['billing', 'name'] },
    ]);
  });
});
