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
import { validateStep } from './step-validation';
import { PARTICIPANT } from './test-participant';

const { verifyEmail: _verifyEmail, ...personal } = { ...PARTICIPANT, title: 'Prof' };
const plainStudent = { name: 'Ravi', idNumber: 'CS21B001' };
const students = Array.from({ length: 5 }, () => plainStudent);

// A copy of the object without the given keys, as a client that never sent them.
const without = (value: object, ...keys: string[]) =>
  Object.fromEntries(Object.entries(value).filter(([key]) => !keys.includes(key)));

const messageOf = (schema: { safeParse(input: unknown): Parameters<typeof firstError>[0] }, input: unknown) =>
  firstError(schema.safeParse(input));

describe('tier step', () => {
  it('asks to select a tier when none is chosen', () => {
    expect(messageOf(tierStepSchema, { registrationTier: '' })).toBe('Please select a registration tier.');
    expect(messageOf(tierStepSchema, {})).toBe('Please select a registration tier.');
  });

  it('accepts any of the nine tiers and nothing else', () => {
    expect(messageOf(tierStepSchema, { registrationTier: 'group-student' })).toBeNull();
    expect(messageOf(tierStepSchema, { registrationTier: 'vip' })).toBe('Please select a registration tier.');
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
    const answer = papersStepSchema.safeParse({ numPapers: 3, paperIds: ['142', '7', ' 14 2'] });
    expect(answer.success).toBe(false);
    expect(answer.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['paperIds', 2], "Paper 3 has the same ID as Paper 1. Please enter each paper's own ID."],
    ]);
    expect(messageOf(papersStepSchema, { numPapers: 2, paperIds: ['P-7a', 'p-7A'] })).toBe(
      "Paper 2 has the same ID as Paper 1. Please enter each paper's own ID.",
    );
    expect(messageOf(papersStepSchema, { numPapers: 2, paperIds: ['142', '1420'] })).toBeNull();
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

  it('accepts a non-IEEE attendee with the participant fields only', () => {
    const result = registrationDataSchema.safeParse({ ...base, registrationTier: 'industry-non-ieee' });
    expect(result.success).toBe(true);
  });

  it('requires the IEEE number for IEEE tiers', () => {
    expect(messageOf(registrationDataSchema, { ...base, registrationTier: 'student-ieee' })).toBe(
      'Please enter your IEEE Member Number.',
    );
    const valid = registrationDataSchema.parse({ ...base, registrationTier: 'student-ieee', ieeeNumber: ' 42 ' });
    expect(valid.ieeeNumber).toBe('42');
  });

  it('requires papers and their IDs for author tiers', () => {
    const author = { ...base, registrationTier: 'author-presenter-non-ieee' };
    expect(messageOf(registrationDataSchema, author)).toBe('Number of papers must be at least 1.');
    expect(messageOf(registrationDataSchema, { ...author, numPapers: 2, paperIds: ['1'] })).toBe(
      'Please enter all Paper IDs.',
    );
    expect(messageOf(registrationDataSchema, { ...author, numPapers: 2, paperIds: ['1', '2'] })).toBeNull();
  });

  it('requires both the IEEE number and the papers for the IEEE author tier', () => {
    const author = { ...base, registrationTier: 'author-presenter-ieee', numPapers: 1, paperIds: ['7'] };
    expect(messageOf(registrationDataSchema, author)).toBe('Please enter your IEEE Member Number.');
    expect(messageOf(registrationDataSchema, { ...author, ieeeNumber: '5' })).toBeNull();
  });

  it('requires the institute, at least 5 students and each student’s details for the group tier', () => {
    const groupData = { ...base, registrationTier: 'group-student' };
    expect(messageOf(registrationDataSchema, groupData)).toBe('Please enter the Institute Name');
    const withInstitute = { ...groupData, instituteName: 'IIT Dharwad' };
    expect(messageOf(registrationDataSchema, withInstitute)).toBe('Minimum 5 students required.');
    const withStudents = { ...withInstitute, numStudents: 5, students };
    expect(messageOf(registrationDataSchema, withStudents)).toBeNull();
    const incomplete = { ...withStudents, students: [...students.slice(0, 4), { name: 'Mina' }] };
    expect(messageOf(registrationDataSchema, incomplete)).toBe('Please complete all required fields for Student 5');
  });

  it('refuses duplicate student IEEE numbers', () => {
    const twice = [{ ...plainStudent, ieeeNumber: '8' }, { ...plainStudent, ieeeNumber: '8' }, ...students.slice(2)];
    const data = { ...base, registrationTier: 'group-student', instituteName: 'X', numStudents: 5, students: twice };
    expect(messageOf(registrationDataSchema, data)).toBe(
      'Duplicate IEEE Member Number found for Student 2. Each IEEE number must be unique.',
    );
  });

  it('drops the parts a tier does not use, as the wizard’s reset rules would', () => {
    const data = registrationDataSchema.parse({
      ...base,
      registrationTier: 'group-student',
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

  it('does not fail a registration over a field its tier ignores', () => {
    const data = { ...base, registrationTier: 'academia-non-ieee', ieeeNumber: '', numStudents: 0 };
    expect(messageOf(registrationDataSchema, data)).toBeNull();
  });

  it('strips verifyEmail, files and unknown keys', () => {
    const data = registrationDataSchema.parse({
      ...base,
      registrationTier: 'industry-non-ieee',
      verifyEmail: personal.email,
      ieeeCert: { name: 'x.pdf' },
      paymentVerified: true,
    });
    expect(Object.keys(data).sort()).toEqual([...Object.keys(personal), 'registrationTier', 'totalAmount'].sort());
  });

  it('checks the participant fields first, with the participant step’s messages', () => {
    const data = { ...base, firstName: '', registrationTier: 'student-ieee' };
    expect(messageOf(registrationDataSchema, data)).toBe('Please fill all required fields in Participant Details.');
    const badMobile = { ...base, mobile: '12345', registrationTier: 'student-ieee' };
    expect(messageOf(registrationDataSchema, badMobile)).toBe(
      'Please enter a 10-digit mobile number, e.g. 98765 43210, or the number in international format with country code.',
    );
  });

  it('asks to select a tier when the data has none', () => {
    expect(messageOf(registrationDataSchema, base)).toBe('Please select a registration tier.');
  });

  it('requires a non-negative total amount', () => {
    const withoutTotal = without({ ...base, registrationTier: 'industry-ieee', ieeeNumber: '1' }, 'totalAmount');
    expect(messageOf(registrationDataSchema, withoutTotal)).toBe('The total amount is missing or invalid.');
    expect(messageOf(registrationDataSchema, { ...withoutTotal, totalAmount: -1 })).toBe(
      'The total amount is missing or invalid.',
    );
  });

  it('keeps a well-formed clientRequestId for idempotent retries and refuses a malformed one', () => {
    const data = { ...base, registrationTier: 'industry-non-ieee' };
    const id = '3f2b8c1e-5d4a-4e2b-9c1d-0a9b8c7d6e5f';
    expect(registrationDataSchema.parse({ ...data, clientRequestId: id }).clientRequestId).toBe(id);
    expect(messageOf(registrationDataSchema, { ...data, clientRequestId: 'x' })).toBe(
      'The request identifier is invalid. Please reload the page and try again.',
    );
  });
});

describe('payment proof', () => {
  const proof = { registrationId: 'ICEI25-0000-0000-00000', paymentReferenceId: 'SBI123456' };

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
    const parsed = paymentProofSchema.parse({ registrationId: ' icei25 oooo iiii lllll ', paymentReferenceId: ' R1 ' });
    expect(parsed).toEqual({ registrationId: 'ICEI25-0000-1111-11111', paymentReferenceId: 'R1' });
  });

  it('asks for the receipt PDF in the payment form, and only a PDF', () => {
    const receipt = { name: 'receipt.pdf', type: 'application/pdf', size: 2000 };
    expect(messageOf(paymentProofFormSchema, { ...proof, receipt })).toBeNull();
    expect(messageOf(paymentProofFormSchema, { ...proof, receipt: null })).toBe(
      'Please provide both Payment Reference ID and Receipt PDF.',
    );
    expect(messageOf(paymentProofFormSchema, proof)).toBe('Please provide both Payment Reference ID and Receipt PDF.');
    expect(messageOf(paymentProofFormSchema, { ...proof, receipt: { ...receipt, type: 'image/png' } })).toBe(
      'Only PDF files are allowed!',
    );
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
    expect(statusLookupSchema.parse({ id: 'icei25-abcd-efgh-jkmnp' }).id).toBe('ICEI25-ABCD-EFGH-JKMNP');
    expect(statusLookupSchema.parse({ id: ' legacyId42 ' }).id).toBe('legacyId42');
  });
});

describe('firstError', () => {
  it('is null for a successful parse', () => {
    expect(firstError(tierStepSchema.safeParse({ registrationTier: 'student-ieee' }))).toBeNull();
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
    expect(validateStep('tier', draft({ registrationTier: 'academia-ieee' }))).toBeNull();
  });

  it('checks only the presence and format of the IEEE number', () => {
    expect(validateStep('ieee', draft())).toBe('Please enter your IEEE Member Number.');
    expect(validateStep('ieee', draft({ ieeeNumber: '12345678' }))).toBeNull();
  });

  it('checks the papers step, whose fresh draft has one blank Paper ID', () => {
    expect(validateStep('papers', draft())).toBe('Please enter all Paper IDs.');
    expect(validateStep('papers', draft({ paperIds: ['P1'] }))).toBeNull();
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
