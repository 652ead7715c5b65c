import { describe, it, expect } from 'vitest';
import { createInitialDraft, emptyStudent } from './registration-draft';
import type { RegistrationDraft } from './registration-draft';
import {
  firstError,
  ieeeNumberSchema,
  ieeeStepSchema,
  papersStepSchema,
  paymentProofFormSchema,
  paymentProofSchema,
  registrationDataSchema,
  statusLookupSchema,
  tierStepSchema,
} from './registration-schema';
import {
  PAPER_ID_FORMAT,
  PAYMENT_PROOF_REQUIRED,
  SPONSOR_CODE_FORMAT,
  SPONSOR_CODE_TIER,
  STATUS_ID_REQUIRED,
} from './messages';
import { readRegistrationId } from './registration-id';
import { validateStep } from './step-validation';
import { PARTICIPANT } from './test-participant';
import { EDITION } from './edition';
import { TIERS, TIER_IDS } from './tiers';
import type { Tier } from './tiers';

const { verifyEmail: _verifyEmail, ...personal } = { ...PARTICIPANT, title: 'Prof' };
const acronym = EDITION.shortName;
const plainStudent = { name: 'Ravi', idNumber: 'CS21B001' };
const students = Array.from({ length: 5 }, () => plainStudent);

// A copy of the object without the given keys, as a client that never sent them.
const without = (value: object, ...keys: string[]) =>
  Object.fromEntries(Object.entries(value).filter(([key]) => !keys.includes(key)));

const messageOf = (schema: { safeParse(input: unknown): Parameters<typeof firstError>[0] }, input: unknown) =>
  firstError(schema.safeParse(input));

// The tiers the edition under test offers, picked by what they are, never by id.
const tiersWhere = (keep: (tier: Tier) => boolean) => TIERS.filter(keep).map((tier) => [tier.id, tier] as const);
const ALL_TIERS = tiersWhere(() => true);
const IEEE_TIERS = tiersWhere((tier) => tier.memberType === 'IEEE');
const AUTHOR_TIERS = tiersWhere((tier) => tier.kind === 'author');
const IEEE_AUTHOR_TIERS = tiersWhere((tier) => tier.kind === 'author' && tier.memberType === 'IEEE');
const GROUP_TIERS = tiersWhere((tier) => tier.kind === 'group');
// Attendees: neither papers nor a group nor an IEEE number.
const NON_IEEE_ATTENDEE_TIERS = tiersWhere((tier) => tier.memberType === 'Non-IEEE' && tier.kind !== 'author');
const NOT_OFFERED = TIER_IDS.filter((id) => !TIERS.some((tier) => tier.id === id));

/**
 * What a tier needs besides the participant (docs/rules.md, "The wizard's steps"): an IEEE number,
 * papers, a group.
 */
function partsOf(tier: Tier) {
  return {
    registrationTier: tier.id,
    ...(tier.memberType === 'IEEE' ? { ieeeNumber: '42' } : {}),
    ...(tier.kind === 'author' ? { numPapers: 1, paperIds: ['7'] } : {}),
    ...(tier.kind === 'group' ? { instituteName: 'IIT Dharwad', numStudents: 5, students } : {}),
  };
}

// Registration IDs carry the edition's short name and the last two digits of its year.
const ID_PREFIX = `${EDITION.shortName}${EDITION.year % 100}`;

describe('tier step', () => {
  it('asks to select a tier when none is chosen', () => {
    expect(messageOf(tierStepSchema, { registrationTier: '' })).toBe('Please select a registration tier.');
    expect(messageOf(tierStepSchema, {})).toBe('Please select a registration tier.');
  });

  it('accepts every tier the edition offers and nothing else, not even a catalogue tier it does not offer', () => {
    for (const [id] of ALL_TIERS) expect(messageOf(tierStepSchema, { registrationTier: id })).toBeNull();
    for (const id of ['vip', ...NOT_OFFERED]) {
      expect(messageOf(tierStepSchema, { registrationTier: id })).toBe('Please select a registration tier.');
    }
  });
});

describe('IEEE step', () => {
  it('asks for the IEEE number when it is empty, blank or missing', () => {
    expect(messageOf(ieeeNumberSchema, '')).toBe('Please enter your IEEE Member Number.');
    expect(messageOf(ieeeNumberSchema, '   ')).toBe('Please enter your IEEE Member Number.');
    expect(messageOf(ieeeNumberSchema, undefined)).toBe('Please enter your IEEE Member Number.');
  });

  it('trims the number', () => {
    expect(ieeeNumberSchema.parse('  94010203 ')).toBe('94010203');
  });

  it('accepts digits only', () => {
    expect(messageOf(ieeeNumberSchema, 'IEEE-123')).toBe('IEEE Member Numbers contain digits only.');
  });

  it('refuses an implausibly long number', () => {
    expect(messageOf(ieeeNumberSchema, '1'.repeat(21))).toBe('One of your entries is too long. Please shorten it.');
  });

  it('accepts no certificate, or a PDF, PNG or JPEG one', () => {
    expect(messageOf(ieeeStepSchema, { ieeeNumber: '1', ieeeCert: null })).toBeNull();
    const cert = { name: 'cert.pdf', type: 'application/pdf', size: 1 };
    expect(messageOf(ieeeStepSchema, { ieeeNumber: '1', ieeeCert: cert })).toBeNull();
    expect(messageOf(ieeeStepSchema, { ieeeNumber: '1', ieeeCert: { ...cert, type: 'image/png' } })).toBeNull();
    expect(messageOf(ieeeStepSchema, { ieeeNumber: '1', ieeeCert: { name: 'c.jpg', type: '', size: 1 } })).toBeNull();
    expect(messageOf(ieeeStepSchema, { ieeeNumber: '1', ieeeCert: { ...cert, type: 'text/html' } })).toBe(
      'The IEEE certificate must be a PDF, PNG or JPEG file.',
    );
    expect(messageOf(ieeeStepSchema, { ieeeNumber: '1', ieeeCert: { ...cert, size: 6 * 1024 * 1024 } })).toBe(
      'Each file must be 5 MB or smaller.',
    );
  });
});

describe('papers step', () => {
  it('accepts one Paper ID per paper', () => {
    expect(messageOf(papersStepSchema, { numPapers: 2, paperIds: ['101', '102'] })).toBeNull();
  });

  it('requires at least one paper', () => {
    expect(messageOf(papersStepSchema, { numPapers: 0, paperIds: [] })).toBe('Number of papers must be at least 1.');
  });

  it('treats a missing, fractional or non-numeric count as below one paper', () => {
    for (const numPapers of [undefined, 1.5, Number.NaN, '2']) {
      expect(messageOf(papersStepSchema, { numPapers, paperIds: ['1'] })).toBe('Number of papers must be at least 1.');
    }
  });

  it('caps the number of papers at 10', () => {
    const paperIds = Array.from({ length: 11 }, (_, index) => `P${index}`);
    expect(messageOf(papersStepSchema, { numPapers: 11, paperIds })).toBe('Number of papers cannot be more than 10.');
  });

  it('asks for all Paper IDs when one is blank', () => {
    expect(messageOf(papersStepSchema, { numPapers: 2, paperIds: ['101', '  '] })).toBe('Please enter all Paper IDs.');
  });

  it('asks for all Paper IDs when fewer IDs than papers are given', () => {
    expect(messageOf(papersStepSchema, { numPapers: 3, paperIds: ['101', '102'] })).toBe('Please enter all Paper IDs.');
    expect(messageOf(papersStepSchema, { numPapers: 1 })).toBe('Please enter all Paper IDs.');
  });

  it('refuses a paper entered twice, at the repeat, ignoring case and spaces: each paper is charged once', () => {
    const answer = papersStepSchema.safeParse({ numPapers: 3, paperIds: [`${acronym}142`, '7', ` ${acronym} 142`] });
    expect(answer.success).toBe(false);
    expect(answer.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['paperIds', 2], "Paper 3 has the same ID as Paper 1. Please enter each paper's own ID."],
    ]);
    expect(
      messageOf(papersStepSchema, { numPapers: 2, paperIds: [`${acronym}-7`, ` ${acronym.toLowerCase()}-7`] }),
    ).toBe("Paper 2 has the same ID as Paper 1. Please enter each paper's own ID.");
    expect(messageOf(papersStepSchema, { numPapers: 2, paperIds: ['142', '1420'] })).toBeNull();
  });

  it("refuses a Paper ID that is not a plain ID of the edition's pattern, at its own field", () => {
    for (const text of [
      `${acronym}-7 and received the Best Paper Award.`,
      'https://papers.example/7',
      `${acronym}-7, ${acronym}-8`,
      'seven',
    ]) {
      const answer = papersStepSchema.safeParse({ numPapers: 2, paperIds: [`${acronym}-1`, text] });
      expect(
        answer.error?.issues.map((issue) => [issue.path, issue.message]),
        text,
      ).toEqual([[['paperIds', 1], PAPER_ID_FORMAT]]);
    }
    for (const id of ['142', `${acronym}-142`, `${acronym}142`, `${acronym.toLowerCase()} 142`]) {
      expect(messageOf(papersStepSchema, { numPapers: 1, paperIds: [id] }), id).toBeNull();
    }
  });

  it('trims Paper IDs and refuses overlong ones', () => {
    expect(papersStepSchema.parse({ numPapers: 1, paperIds: [' 101 '] }).paperIds).toEqual(['101']);
    expect(messageOf(papersStepSchema, { numPapers: 1, paperIds: ['9'.repeat(101)] })).toBe(
      'One of your entries is too long. Please shorten it.',
    );
  });

  it('points at the first blank Paper ID', () => {
    const result = papersStepSchema.safeParse({ numPapers: 3, paperIds: ['1', '', ''] });
    expect(result.error?.issues[0]?.path).toEqual(['paperIds', 1]);
  });
});

describe('registration data (the API’s data field)', () => {
  const base = { ...personal, totalAmount: 0 };

  it.each(ALL_TIERS)('accepts %s with what its tier needs, and a total', (_, tier) => {
    expect(messageOf(registrationDataSchema, { ...base, ...partsOf(tier) })).toBeNull();
  });

  it.each(ALL_TIERS)(
    "takes a sponsor's code as typed for an attendee's tier, and refuses it for an author's or a group's: %s",
    (_, tier) => {
      const typed = { ...base, ...partsOf(tier), sponsorCode: ' 7k3m q9tx 2b4r hw8c ' };
      const result = registrationDataSchema.safeParse(typed);
      if (tier.kind === 'author' || tier.kind === 'group') {
        expect(result.error?.issues.map((issue) => [issue.message, issue.path])).toEqual([
          [SPONSOR_CODE_TIER, ['sponsorCode']],
        ]);
      } else {
        expect(result.data?.sponsorCode).toBe('7K3M-Q9TX-2B4R-HW8C');
      }
      // Left empty, there is none; what cannot be a code is said so.
      expect(registrationDataSchema.parse({ ...typed, sponsorCode: '  ' }).sponsorCode).toBeUndefined();
      expect(messageOf(registrationDataSchema, { ...typed, sponsorCode: 'UUUU-7K3M' })).toBe(SPONSOR_CODE_FORMAT);
    },
  );

  it.each(NON_IEEE_ATTENDEE_TIERS)('accepts a non-IEEE attendee (%s) with the participant fields only', (id) => {
    const result = registrationDataSchema.safeParse({ ...base, registrationTier: id });
    expect(result.success).toBe(true);
  });

  it.each(IEEE_TIERS)('requires the IEEE number for IEEE tiers: %s', (_, tier) => {
    const { ieeeNumber: _ieeeNumber, ...withoutNumber } = partsOf(tier);
    expect(messageOf(registrationDataSchema, { ...base, ...withoutNumber })).toBe(
      'Please enter your IEEE Member Number.',
    );
    const valid = registrationDataSchema.parse({ ...base, ...withoutNumber, ieeeNumber: ' 42 ' });
    expect(valid.ieeeNumber).toBe('42');
  });

  it.each(AUTHOR_TIERS)('requires papers and their IDs for author tiers: %s', (_, tier) => {
    const { numPapers: _numPapers, paperIds: _paperIds, ...withoutPapers } = partsOf(tier);
    const author = { ...base, ...withoutPapers };
    expect(messageOf(registrationDataSchema, author)).toBe('Number of papers must be at least 1.');
    expect(messageOf(registrationDataSchema, { ...author, numPapers: 2, paperIds: ['1'] })).toBe(
      'Please enter all Paper IDs.',
    );
    expect(messageOf(registrationDataSchema, { ...author, numPapers: 2, paperIds: ['1', '2'] })).toBeNull();
  });

  it.each(IEEE_AUTHOR_TIERS)('requires both the IEEE number and the papers for the IEEE author tier: %s', (id) => {
    const author = { ...base, registrationTier: id, numPapers: 1, paperIds: ['7'] };
    expect(messageOf(registrationDataSchema, author)).toBe('Please enter your IEEE Member Number.');
    expect(messageOf(registrationDataSchema, { ...author, ieeeNumber: '5' })).toBeNull();
  });

  it.each(GROUP_TIERS)('requires the institute, at least 5 students and each student’s details: %s', (id) => {
    const groupData = { ...base, registrationTier: id };
    expect(messageOf(registrationDataSchema, groupData)).toBe('Please enter the Institute Name');
    const withInstitute = { ...groupData, instituteName: 'IIT Dharwad' };
    expect(messageOf(registrationDataSchema, withInstitute)).toBe('Minimum 5 students required.');
    const withStudents = { ...withInstitute, numStudents: 5, students };
    expect(messageOf(registrationDataSchema, withStudents)).toBeNull();
    const incomplete = { ...withStudents, students: [...students.slice(0, 4), { name: 'Mina' }] };
    expect(messageOf(registrationDataSchema, incomplete)).toBe('Please complete all required fields for Student 5');
  });

  it.each(GROUP_TIERS)('refuses duplicate student IEEE numbers: %s', (id) => {
    const twice = [{ ...plainStudent, ieeeNumber: '8' }, { ...plainStudent, ieeeNumber: '8' }, ...students.slice(2)];
    const data = { ...base, registrationTier: id, instituteName: 'X', numStudents: 5, students: twice };
    expect(messageOf(registrationDataSchema, data)).toBe(
      'Duplicate IEEE Member Number found for Student 2. Each IEEE number must be unique.',
    );
  });

  it.each(GROUP_TIERS)('drops the parts a tier does not use, as the wizard’s reset rules would: %s', (id) => {
    const data = registrationDataSchema.parse({
      ...base,
      registrationTier: id,
      ieeeNumber: '99',
      numPapers: 3,
      paperIds: ['a', 'b', 'c'],
      instituteName: 'IIT Dharwad',
      numStudents: 5,
      students,
    });
    expect(data).not.toHaveProperty('ieeeNumber');
    expect(data).not.toHaveProperty('numPapers');
    expect(data).not.toHaveProperty('paperIds');
    expect(data.students).toHaveLength(5);
  });

  it.each(ALL_TIERS)('does not fail a registration over a field its tier ignores: %s', (_, tier) => {
    const data = {
      ...base,
      ...partsOf(tier),
      ...(tier.memberType === 'IEEE' ? {} : { ieeeNumber: '' }),
      ...(tier.kind === 'group' ? {} : { numStudents: 0 }),
    };
    expect(messageOf(registrationDataSchema, data)).toBeNull();
  });

  it.each(NON_IEEE_ATTENDEE_TIERS)('strips verifyEmail, files and unknown keys: %s', (id) => {
    const data = registrationDataSchema.parse({
      ...base,
      registrationTier: id,
      verifyEmail: personal.email,
      ieeeCert: { name: 'x.pdf' },
      paymentVerified: true,
    });
    expect(Object.keys(data).sort()).toEqual([...Object.keys(personal), 'registrationTier', 'totalAmount'].sort());
  });

  it.each(ALL_TIERS)('checks the participant fields first, with the participant step’s messages: %s', (id) => {
    const data = { ...base, firstName: '', registrationTier: id };
    expect(messageOf(registrationDataSchema, data)).toBe('Please fill all required fields in Participant Details.');
    const badMobile = { ...base, mobile: '12345', registrationTier: id };
    expect(messageOf(registrationDataSchema, badMobile)).toBe(
      'Please enter a 10-digit mobile number, e.g. 98765 43210, or the number in international format with country code.',
    );
  });

  it('asks to select a tier when the data has none', () => {
    expect(messageOf(registrationDataSchema, base)).toBe('Please select a registration tier.');
  });

  it.each(ALL_TIERS)('requires a non-negative total amount: %s', (_, tier) => {
    const withoutTotal = without({ ...base, ...partsOf(tier) }, 'totalAmount');
    expect(messageOf(registrationDataSchema, withoutTotal)).toBe('The total amount is missing or invalid.');
    expect(messageOf(registrationDataSchema, { ...withoutTotal, totalAmount: -1 })).toBe(
      'The total amount is missing or invalid.',
    );
  });

  it.each(ALL_TIERS)('keeps a well-formed clientRequestId for retries and refuses a malformed one: %s', (_, tier) => {
    const data = { ...base, ...partsOf(tier) };
    const id = '3f2b8c1e-5d4a-4e2b-9c1d-0a9b8c7d6e5f';
    expect(registrationDataSchema.parse({ ...data, clientRequestId: id }).clientRequestId).toBe(id);
    expect(messageOf(registrationDataSchema, { ...data, clientRequestId: 'x' })).toBe(
      'The request identifier is invalid. Please reload the page and try again.',
    );
  });
});

describe('payment proof', () => {
  const proof = { registrationId: `${ID_PREFIX}-0000-0000-00000`, paymentReferenceId: 'SBI123456' };

  it('accepts a registration ID and a payment reference', () => {
    expect(paymentProofSchema.parse(proof)).toEqual(proof);
  });

  it('asks for both the reference and the receipt when the reference is missing or blank', () => {
    expect(messageOf(paymentProofSchema, { ...proof, paymentReferenceId: '  ' })).toBe(
      'Please provide both Payment Reference ID and Receipt PDF.',
    );
    expect(messageOf(paymentProofSchema, { registrationId: proof.registrationId })).toBe(
      'Please provide both Payment Reference ID and Receipt PDF.',
    );
  });

  it('requires the registration ID', () => {
    expect(messageOf(paymentProofSchema, { ...proof, registrationId: '' })).toBe(
      'Please provide both Payment Reference ID and Receipt PDF.',
    );
  });

  it('caps the payment reference at 100 characters', () => {
    expect(messageOf(paymentProofSchema, { ...proof, paymentReferenceId: 'R'.repeat(100) })).toBeNull();
    expect(messageOf(paymentProofSchema, { ...proof, paymentReferenceId: 'R'.repeat(101) })).toBe(
      'The Payment Reference ID can be at most 100 characters.',
    );
  });

  it('trims the reference and reads the registration ID as a person might type it', () => {
    const typed = ` ${ID_PREFIX.toLowerCase()} oooo iiii lllll `;
    const parsed = paymentProofSchema.parse({ registrationId: typed, paymentReferenceId: ' R1 ' });
    expect(parsed).toEqual({ registrationId: `${ID_PREFIX}-0000-1111-11111`, paymentReferenceId: 'R1' });
  });

  it('asks for the receipt PDF in the payment form, and only a PDF', () => {
    const receipt = { name: 'receipt.pdf', type: 'application/pdf', size: 2000 };
    expect(messageOf(paymentProofFormSchema, { ...proof, receipt })).toBeNull();
    expect(messageOf(paymentProofFormSchema, { ...proof, receipt: null })).toBe(
      'Please provide both Payment Reference ID and Receipt PDF.',
    );
    expect(messageOf(paymentProofFormSchema, proof)).toBe('Please provide both Payment Reference ID and Receipt PDF.');
    // A receipt that is no PDF is named, with what is needed instead.
    expect(
      messageOf(paymentProofFormSchema, { ...proof, receipt: { ...receipt, name: 'scan.png', type: 'image/png' } }),
    ).toMatch(/^“scan\.png” is not a PDF\. The receipt must be the PDF file/);
  });
});

describe('status lookup', () => {
  it('asks for a registration ID when it is empty', () => {
    expect(messageOf(statusLookupSchema, { id: '' })).toBe('Please enter a registration ID');
    expect(messageOf(statusLookupSchema, { id: '   ' })).toBe('Please enter a registration ID');
    expect(messageOf(statusLookupSchema, {})).toBe('Please enter a registration ID');
  });

  it('says the ID is not valid when it is far too long to be one', () => {
    expect(messageOf(statusLookupSchema, { id: 'X'.repeat(101) })).toBe('Please enter a valid registration ID');
  });

  it('canonicalises an ID of ours and leaves any other as typed', () => {
    const typed = `${ID_PREFIX.toLowerCase()}-abcd-efgh-jkmnp`;
    expect(statusLookupSchema.parse({ id: typed }).id).toBe(`${ID_PREFIX}-ABCD-EFGH-JKMNP`);
    expect(statusLookupSchema.parse({ id: ' legacyId42 ' }).id).toBe('legacyId42');
  });
});

describe('the registration ID as typed, with and without zod', () => {
  // The status page checks the ID with readRegistrationId before the schemas load; the schemas
  // must say exactly the same of every input.
  const TYPED = [
    '',
    '   ',
    `${ID_PREFIX}-ABCD-EFGH-JKMNP`,
    ` ${ID_PREFIX.toLowerCase()} abcd efgh jkmnp `,
    'abcdefghjkmnp',
    `${ID_PREFIX}-0OIL-ABCD-EFGHJ`,
    ' legacyId42 ',
    'X'.repeat(100),
    ` ${'X'.repeat(100)} `,
    'X'.repeat(101),
  ];

  it.each(TYPED)('agrees with statusLookupSchema on %j', (typed) => {
    const parsed = statusLookupSchema.safeParse({ id: typed });
    const read = readRegistrationId(typed, STATUS_ID_REQUIRED);
    expect(read).toEqual(
      parsed.success ? { ok: true, id: parsed.data.id } : { ok: false, message: firstError(parsed) },
    );
  });

  it.each(TYPED)('agrees with paymentProofSchema on %j', (typed) => {
    const parsed = paymentProofSchema.safeParse({ registrationId: typed, paymentReferenceId: 'UTR123' });
    const read = readRegistrationId(typed, PAYMENT_PROOF_REQUIRED);
    expect(read).toEqual(
      parsed.success ? { ok: true, id: parsed.data.registrationId } : { ok: false, message: firstError(parsed) },
    );
  });

  it('points the schema issue at the ID field', () => {
    expect(statusLookupSchema.safeParse({ id: '' }).error?.issues[0]?.path).toEqual(['id']);
  });
});

describe('firstError', () => {
  it('is null for a successful parse', () => {
    for (const [id] of ALL_TIERS) expect(firstError(tierStepSchema.safeParse({ registrationTier: id }))).toBeNull();
  });

  it('is the message of the first issue', () => {
    expect(firstError(papersStepSchema.safeParse({ numPapers: 0, paperIds: [''] }))).toBe(
      'Number of papers must be at least 1.',
    );
  });
});

describe('validateStep', () => {
  function draft(overrides: Partial<RegistrationDraft> = {}): RegistrationDraft {
    return { ...createInitialDraft(), ...overrides };
  }

  it('checks the participant step on a fresh draft', () => {
    expect(validateStep('participant', draft())).toBe('Please fill all required fields in Participant Details.');
    expect(validateStep('participant', draft({ ...personal, verifyEmail: personal.email }))).toBeNull();
  });

  it('checks the tier step', () => {
    expect(validateStep('tier', draft())).toBe('Please select a registration tier.');
    for (const [id] of ALL_TIERS) expect(validateStep('tier', draft({ registrationTier: id }))).toBeNull();
  });

  it('checks only the presence and format of the IEEE number', () => {
    expect(validateStep('ieee', draft())).toBe('Please enter your IEEE Member Number.');
    expect(validateStep('ieee', draft({ ieeeNumber: '12345678' }))).toBeNull();
  });

  it('checks the papers step, whose fresh draft has one blank Paper ID', () => {
    expect(validateStep('papers', draft())).toBe('Please enter all Paper IDs.');
    expect(validateStep('papers', draft({ paperIds: ['101'] }))).toBeNull();
  });

  it('checks the group step', () => {
    expect(validateStep('group', draft())).toBe('Please enter the Institute Name');
    expect(validateStep('group', draft({ instituteName: 'IIT Dharwad' }))).toBe(
      'Please complete all required fields for Student 1',
    );
    const card = { name: 'id.pdf', type: 'application/pdf', size: 10 };
    const complete = Array.from({ length: 5 }, () => ({ ...emptyStudent(), name: 'A', idNumber: 'B', idCard: card }));
    expect(validateStep('group', draft({ instituteName: 'IIT Dharwad', students: complete }))).toBeNull();
  });

  it('always lets the summary step through', () => {
    expect(validateStep('summary', draft())).toBeNull();
  });
});
