import { describe, expect, it } from 'vitest';
import { isPassCode } from '../domain/passes';
import { derivePassCode, nextAdmission, passCodesFor, passesAt, renewedPasses } from './passes';

// Worked out apart from the code under test:
// printf '%s' 'ICEI25-ABCD-EFGH-JKMNP|registrant|1' | openssl dgst -sha256 -hmac test-secret -binary |
//   head -c 16 | base64 | tr '+/' '-_' | tr -d '='
const SECRET = 'test-secret';
const ID = 'ICEI25-ABCD-EFGH-JKMNP';

const record = {
  id: ID,
  firstName: 'Asha',
  lastName: 'Rao',
  organization: 'IIT Dharwad',
  registrationTier: 'group-student' as const,
  instituteName: 'KLE Tech',
  students: [{ name: 'Ravi K' }, { name: 'Meera S' }],
  verified: true,
  paymentVerified: true,
  paymentVerifications: 1,
};

describe('a pass code', () => {
  it('is base64url of the first 16 bytes of HMAC-SHA256(secret, "id|person|epoch")', () => {
    expect(derivePassCode(SECRET, ID, 'registrant', 1)).toBe('_esWw9AcACccx-cOfPeBUQ');
    expect(derivePassCode(SECRET, ID, 'student-2', 1)).toBe('DQ73nU0CtA6MGAWjz5u8eA');
  });

  it('changes with the epoch, so a verification made again issues new codes', () => {
    expect(derivePassCode(SECRET, ID, 'registrant', 2)).toBe('X7NAeMCn3mQX4kMQrvsFSQ');
  });

  it('changes with the secret', () => {
    expect(derivePassCode('another secret', ID, 'registrant', 1)).not.toBe(derivePassCode(SECRET, ID, 'registrant', 1));
  });

  it('always has the shape the domain accepts', () => {
    for (let epoch = 0; epoch < 200; epoch += 1) {
      expect(isPassCode(derivePassCode(SECRET, ID, `student-${epoch + 1}`, epoch))).toBe(true);
    }
  });
});

describe('passCodesFor', () => {
  it('maps each person of a verified registration to the code of its current epoch', () => {
    expect(passCodesFor(record, SECRET)).toEqual({
      registrant: '_esWw9AcACccx-cOfPeBUQ',
      'student-1': derivePassCode(SECRET, ID, 'student-1', 1),
      'student-2': 'DQ73nU0CtA6MGAWjz5u8eA',
    });
  });

  it('is empty while the payment is not verified', () => {
    expect(passCodesFor({ ...record, paymentVerified: false }, SECRET)).toEqual({});
    expect(passCodesFor({ ...record, paymentVerified: null }, SECRET)).toEqual({});
  });

  it('agrees with the passes issued at that epoch', () => {
    const issued = passesAt(record, 1, SECRET);
    expect(Object.fromEntries(issued.map((pass) => [pass.holder.person, pass.code]))).toEqual(
      passCodesFor(record, SECRET),
    );
    expect(issued.map((pass) => pass.holder.name)).toEqual(['Asha Rao', 'Ravi K', 'Meera S']);
  });
});

describe('every admission and every renewal', () => {
  // A registration through verifications, an undo (which keeps the count), e-mail corrections after
  // payment and a verification made again: whatever the order, no code issued before comes back.
  it('issues codes never issued to the registration before, and the record then derives them', () => {
    let current: typeof record & { passRenewals?: number } = { ...record, paymentVerifications: 0 };
    const issued = new Set<string>();
    const steps = ['verify', 'renew', 'renew', 'verify', 'renew', 'verify', 'verify'] as const;
    for (const step of steps) {
      const { passes, fields } =
        step === 'verify'
          ? (({ count, passes }) => ({ passes, fields: { paymentVerifications: count } }))(nextAdmission(current))
          : (({ renewals, passes }) => ({ passes, fields: { passRenewals: renewals } }))(renewedPasses(current));
      const codes = passes.map((pass) => pass.code);
      for (const code of codes) {
        expect(issued.has(code), `${step}: ${code} was issued before`).toBe(false);
        issued.add(code);
      }
      current = { ...current, ...fields };
      // What the desk and the documents derive from the stored record is what was just issued.
      expect(Object.values(passCodesFor(current))).toEqual(codes);
    }
    expect(issued.size).toBe(steps.length * 3);
  });

  it("leaves the verification count, the mail's number, to verifications alone", () => {
    expect(nextAdmission({ ...record, paymentVerifications: 2, passRenewals: 3 }).count).toBe(3);
    expect(nextAdmission({ ...record, paymentVerifications: 2, passRenewals: 3 }).event).toBe('payment-verified-3');
  });
});
