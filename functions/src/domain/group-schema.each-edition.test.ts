import { describe, it, expect } from 'vitest';
import { groupStepSchema, submittedGroupSchema } from './group-schema';
import type { StudentDraft } from './group-schema';
import { NAME_NO_LINKS } from './messages';
import { firstError } from './registration-schema';

const card = { name: 'id-card.pdf', type: 'application/pdf', size: 50_000 };

function student(overrides: Partial<StudentDraft> = {}): StudentDraft {
  return {
    name: 'Ravi Kumar',
    idNumber: 'CS21B001',
    idCard: card,
    hasIeee: false,
    ieeeNumber: '',
    ieeeStatus: 'none',
    ieeeCert: null,
    ...overrides,
  };
}

const ieeeStudent = (ieeeNumber: string) => student({ hasIeee: true, ieeeNumber, ieeeStatus: 'validated' });

function group(students: StudentDraft[] = Array.from({ length: 5 }, () => student())) {
  return { instituteName: 'IIT Dharwad', numStudents: students.length, students };
}

function withStudent(index: number, replacement: StudentDraft) {
  const value = group();
  value.students[index] = replacement;
  return value;
}

// A copy of the object without the given keys, as a client that never sent them.
const without = (value: object, ...keys: string[]) =>
  Object.fromEntries(Object.entries(value).filter(([key]) => !keys.includes(key)));

const messageFor = (input: unknown) => firstError(groupStepSchema.safeParse(input));

describe('group step', () => {
  it('accepts five complete students without IEEE membership', () => {
    expect(messageFor(group())).toBeNull();
  });

  it('accepts students with distinct validated IEEE numbers', () => {
    expect(messageFor(group([ieeeStudent('111'), ieeeStudent('222'), student(), student(), student()]))).toBeNull();
  });

  it('asks for the institute name when it is empty, blank or missing', () => {
    expect(messageFor({ ...group(), instituteName: '' })).toBe('Please enter the Institute Name');
    expect(messageFor({ ...group(), instituteName: '   ' })).toBe('Please enter the Institute Name');
    expect(messageFor(without(group(), 'instituteName'))).toBe('Please enter the Institute Name');
  });

  it('refuses markup and line breaks in the institute and in students’ names and ID numbers', () => {
    const plainText = 'Please use plain text: line breaks and the characters < and > are not allowed in your details.';
    expect(messageFor({ ...group(), instituteName: 'IIT <b>Dharwad</b>' })).toBe(plainText);
    expect(messageFor(withStudent(1, student({ name: 'Ravi\r\nKumar' })))).toBe(plainText);
    expect(messageFor(withStudent(2, student({ idNumber: '<CS21>' })))).toBe(plainText);
  });

  it('refuses web and e-mail addresses in the institute and in students’ names, not in ID numbers', () => {
    const noLinks = NAME_NO_LINKS;
    expect(messageFor({ ...group(), instituteName: 'https://prize.example' })).toBe(noLinks);
    const answer = groupStepSchema.safeParse(withStudent(2, student({ name: 'Prize at bit.ly/prize' })));
    expect(answer.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['students', 2, 'name'], noLinks],
    ]);
    const submitted = { ...group(), students: group().students.map(({ name, idNumber }) => ({ name, idNumber })) };
    submitted.students[0] = { name: 'ravi@example.org', idNumber: 'CS21B001' };
    expect(firstError(submittedGroupSchema.safeParse(submitted))).toBe(noLinks);
    expect(messageFor(withStudent(1, student({ name: 'R. K. Rao', idNumber: 'CS.21.B001' })))).toBeNull();
  });

  it('requires at least 5 students', () => {
    const four = group(Array.from({ length: 4 }, () => student()));
    expect(messageFor(four)).toBe('Minimum 5 students required.');
  });

  it('treats a missing or fractional student count as below the minimum', () => {
    expect(messageFor({ ...group(), numStudents: undefined })).toBe('Minimum 5 students required.');
    expect(messageFor({ ...group(), numStudents: 5.5 })).toBe('Minimum 5 students required.');
  });

  it('caps a group at 50 students', () => {
    const many = group(Array.from({ length: 51 }, () => student()));
    expect(messageFor(many)).toBe('A group registration can include at most 50 students.');
  });

  it('checks the institute name before the count and the count before the students', () => {
    const value = { instituteName: '', numStudents: 4, students: [student({ name: '' })] };
    expect(messageFor(value)).toBe('Please enter the Institute Name');
    expect(messageFor({ ...value, instituteName: 'IIT Dharwad' })).toBe('Minimum 5 students required.');
  });

  it.each(['name', 'idNumber'] as const)('asks to complete Student {n} when %s is empty', (field) => {
    expect(messageFor(withStudent(2, student({ [field]: '  ' })))).toBe(
      'Please complete all required fields for Student 3',
    );
  });

  it('asks to complete Student {n} when the ID card is missing', () => {
    expect(messageFor(withStudent(4, student({ idCard: null })))).toBe(
      'Please complete all required fields for Student 5',
    );
  });

  it('asks to complete the first student missing from a short list', () => {
    const value = { ...group(), numStudents: 6 };
    expect(messageFor(value)).toBe('Please complete all required fields for Student 6');
  });

  it('refuses more student details than the stated number of students', () => {
    const value = { ...group(), numStudents: 5, students: Array.from({ length: 6 }, () => student()) };
    expect(messageFor(value)).toBe('The number of students does not match the student details entered.');
  });

  it('accepts only a PDF as the ID card', () => {
    const photo = { name: 'id.jpg', type: 'image/jpeg', size: 10_000 };
    expect(messageFor(withStudent(0, student({ idCard: photo })))).toBe('Only PDF files are allowed!');
  });

  it('refuses an ID card over 5 MB', () => {
    const big = { ...card, size: 5 * 1024 * 1024 + 1 };
    expect(messageFor(withStudent(0, student({ idCard: big })))).toBe('Each file must be 5 MB or smaller.');
  });

  it('accepts a PDF, PNG or JPEG as a student’s IEEE certificate, and nothing else', () => {
    const photo = { name: 'cert.png', type: 'image/png', size: 10_000 };
    const document = {
      name: 'cert.docx',
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      size: 10_000,
    };
    expect(messageFor(withStudent(1, ieeeStudent('111')))).toBeNull();
    expect(messageFor(withStudent(1, { ...ieeeStudent('111'), ieeeCert: photo }))).toBeNull();
    expect(messageFor(withStudent(1, { ...ieeeStudent('111'), ieeeCert: document }))).toBe(
      'The IEEE certificate must be a PDF, PNG or JPEG file.',
    );
  });

  it('asks for the IEEE number of Student {n} who claims membership without one', () => {
    expect(messageFor(withStudent(1, student({ hasIeee: true, ieeeNumber: ' ', ieeeStatus: 'unvalidated' })))).toBe(
      'Please enter IEEE number for Student 2',
    );
  });

  it.each(['unvalidated', 'validating', 'error'] as const)(
    'asks to validate the IEEE membership of Student {n} while it is %s',
    (ieeeStatus) => {
      expect(messageFor(withStudent(3, student({ hasIeee: true, ieeeNumber: '123', ieeeStatus })))).toBe(
        'Please validate IEEE membership for Student 4',
      );
    },
  );

  it('lets a student IEEE could not check go on only with the certificate, and only after that answer', () => {
    const certificate = { name: 'membership.pdf', type: 'application/pdf', size: 40_000 };
    const unreachable = { hasIeee: true, ieeeNumber: '70000001', ieeeStatus: 'error' as const, ieeeUnreachable: true };
    expect(messageFor(withStudent(1, student({ ...unreachable, ieeeCert: certificate })))).toBeNull();
    expect(messageFor(withStudent(1, student(unreachable)))).toBe('Please validate IEEE membership for Student 2');
    // An inactive number is no unreachable one: the certificate does not stand in for IEEE's answer.
    expect(messageFor(withStudent(1, student({ ...unreachable, ieeeUnreachable: false, ieeeCert: certificate })))).toBe(
      'Please validate IEEE membership for Student 2',
    );
  });

  it('counts a number to be checked among the group’s numbers that must not repeat', () => {
    const certificate = { name: 'membership.pdf', type: 'application/pdf', size: 40_000 };
    const toCheck = student({
      hasIeee: true,
      ieeeNumber: '555',
      ieeeStatus: 'error',
      ieeeUnreachable: true,
      ieeeCert: certificate,
    });
    expect(messageFor(group([ieeeStudent('555'), toCheck, student(), student(), student()]))).toBe(
      'Duplicate IEEE Member Number found for Student 2. Each IEEE number must be unique.',
    );
  });

  it('reports a duplicate IEEE number at the later student', () => {
    const students = [student(), ieeeStudent('555'), student(), ieeeStudent(' 555 '), student()];
    expect(messageFor(group(students))).toBe(
      'Duplicate IEEE Member Number found for Student 4. Each IEEE number must be unique.',
    );
  });

  it('says a number another student has is a duplicate, before asking to validate it', () => {
    const typed = student({ hasIeee: true, ieeeNumber: '555', ieeeStatus: 'unvalidated' });
    expect(messageFor(group([student(), ieeeStudent('555'), typed, student(), student()]))).toBe(
      'Duplicate IEEE Member Number found for Student 3. Each IEEE number must be unique.',
    );
    // Alone, the same typed number is only to be validated.
    expect(messageFor(group([student(), student(), typed, student(), student()]))).toBe(
      'Please validate IEEE membership for Student 3',
    );
  });

  it('ignores a leftover IEEE number once a student no longer claims membership', () => {
    const students = [ieeeStudent('555'), student({ ieeeNumber: '555', ieeeStatus: 'validated' })];
    expect(messageFor(group([...students, student(), student(), student()]))).toBeNull();
  });

  it('reports the first failing student, in student order', () => {
    const students = [
      student(),
      student({ hasIeee: true, ieeeNumber: '9', ieeeStatus: 'unvalidated' }),
      student({ name: '' }),
      student(),
      student(),
    ];
    expect(messageFor(group(students))).toBe('Please validate IEEE membership for Student 2');
  });

  it('reports a student’s missing fields before the type of their ID card', () => {
    const photo = { name: 'id.jpg', type: 'image/jpeg', size: 10_000 };
    expect(messageFor(withStudent(0, student({ name: '', idCard: photo })))).toBe(
      'Please complete all required fields for Student 1',
    );
  });

  it('points the message at the student’s field', () => {
    const result = groupStepSchema.safeParse(withStudent(2, student({ idNumber: '' })));
    expect(result.error?.issues[0]?.path).toEqual(['students', 2, 'idNumber']);
  });

  it('trims the student details', () => {
    const result = groupStepSchema.parse(withStudent(0, student({ name: '  Ravi  ', ieeeNumber: ' 1 ' })));
    expect(result.students[0]?.name).toBe('Ravi');
    expect(result.students[0]?.ieeeNumber).toBe('1');
  });
});

describe('submitted group', () => {
  const submitted = (students: unknown[]) => ({ instituteName: 'IIT Dharwad', numStudents: students.length, students });
  const plain = { name: 'Ravi', idNumber: 'CS21B001' };
  const messageOf = (input: unknown) => firstError(submittedGroupSchema.safeParse(input));

  it('accepts students reduced to name, idNumber and an optional IEEE number', () => {
    const result = submittedGroupSchema.parse(submitted([{ ...plain, ieeeNumber: '111' }, plain, plain, plain, plain]));
    expect(result.students[0]).toEqual({ name: 'Ravi', idNumber: 'CS21B001', ieeeNumber: '111' });
    expect(result.students[1]).toEqual({ name: 'Ravi', idNumber: 'CS21B001' });
  });

  it('treats an empty IEEE number as none', () => {
    const result = submittedGroupSchema.parse(submitted([{ ...plain, ieeeNumber: ' ' }, plain, plain, plain, plain]));
    expect(result.students[0]?.ieeeNumber).toBeUndefined();
  });

  it('asks to complete a student without a name', () => {
    expect(messageOf(submitted([plain, { idNumber: 'X' }, plain, plain, plain]))).toBe(
      'Please complete all required fields for Student 2',
    );
  });

  it('asks to complete Student 1 when the list of students is missing', () => {
    expect(messageOf({ instituteName: 'IIT Dharwad', numStudents: 5 })).toBe(
      'Please complete all required fields for Student 1',
    );
  });

  it('refuses an IEEE number that is not digits', () => {
    expect(messageOf(submitted([{ ...plain, ieeeNumber: 'abc' }, plain, plain, plain, plain]))).toBe(
      'IEEE Member Numbers contain digits only.',
    );
  });

  it('refuses the same IEEE number twice', () => {
    const students = [{ ...plain, ieeeNumber: '7' }, plain, { ...plain, ieeeNumber: '7' }, plain, plain];
    expect(messageOf(submitted(students))).toBe(
      'Duplicate IEEE Member Number found for Student 3. Each IEEE number must be unique.',
    );
  });

  it('drops file fields and anything else a student does not carry in the data JSON', () => {
    const result = submittedGroupSchema.parse(submitted([{ ...plain, idCard: card }, plain, plain, plain, plain]));
    expect(result.students[0]).not.toHaveProperty('idCard');
  });
});
