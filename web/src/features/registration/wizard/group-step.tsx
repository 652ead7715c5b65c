import { useState } from 'react';
import type { StudentDraft } from '@domain/group-schema';
import {
  FORM_CHECKS_NOT_LOADED,
  IEEE_INACTIVE,
  IEEE_UNAVAILABLE,
  studentIeeeDuplicate,
  studentIeeeInactive,
  studentIeeeUnavailable,
} from '@domain/messages';
import { withStudentCount } from '@domain/registration-draft';
import { MAX_GROUP_STUDENTS, MIN_GROUP_STUDENTS } from '@domain/tiers';
import { TextField } from '../../../components/form/field';
import { wizardValidation } from './load-wizard-validation';
import { fieldProps } from './step-issue';
import type { StepProps } from './step-props';
import { StudentFields, missingNumberMessage } from './student-fields';
import { withTypedCount } from './typed-count';

type Refusals = Record<number, Partial<Record<'idCard' | 'ieeeCert', string>>>;

/** Institute, group size (at least 5) and each student's details. */
export function GroupStep({ draft, update, issue, validation }: StepProps) {
  const [ieeeMessages, setIeeeMessages] = useState<Record<number, string>>({});
  const [refusals, setRefusals] = useState<Refusals>({});
  // Only Next leads here, so the checks are there; until they are, no student can be folded.
  const complete = validation?.completeStudents(draft) ?? draft.students.map(() => false);

  const changeStudent = (index: number, change: Partial<StudentDraft>) =>
    update((current) => ({
      ...current,
      students: current.students.map((student, at) => (at === index ? { ...student, ...change } : student)),
    }));
  const setIeeeMessage = (index: number, message: string | null) =>
    setIeeeMessages(({ [index]: _old, ...rest }) => (message ? { ...rest, [index]: message } : rest));

  async function validateStudent(index: number) {
    const number = draft.students[index]?.ieeeNumber.trim() ?? '';
    if (number === '') {
      changeStudent(index, { ieeeNumber: '', ieeeStatus: 'error' });
      setIeeeMessage(index, missingNumberMessage(index));
      return;
    }
    // A number an earlier student has validated is the group's duplicate (as Next would say),
    // not a membership to validate again.
    const earlier = draft.students
      .slice(0, index)
      .some((other) => other.hasIeee && other.ieeeStatus === 'validated' && other.ieeeNumber === number);
    if (earlier) {
      changeStudent(index, { ieeeNumber: number, ieeeStatus: 'error' });
      setIeeeMessage(index, studentIeeeDuplicate(index + 1));
      return;
    }
    changeStudent(index, { ieeeNumber: number, ieeeStatus: 'validating' });
    setIeeeMessage(index, null);
    const message = await wizardValidation.load().then(
      ({ checkIeeeMembership }) => checkIeeeMembership(number),
      () => FORM_CHECKS_NOT_LOADED,
    );
    // A number edited while its check ran keeps its new, unvalidated state.
    update((current) => ({
      ...current,
      students: current.students.map((student, at) =>
        at === index && student.ieeeNumber === number && student.ieeeStatus === 'validating'
          ? { ...student, ieeeStatus: message ? 'error' : 'validated', ieeeUnreachable: message === IEEE_UNAVAILABLE }
          : student,
      ),
    }));
    const said: Record<string, string> = {
      [IEEE_INACTIVE]: studentIeeeInactive(index + 1),
      [IEEE_UNAVAILABLE]: studentIeeeUnavailable(index + 1),
    };
    setIeeeMessage(index, message ? (said[message] ?? message) : null);
  }

  return (
    <div>
      <div className="wizard-grid">
        <TextField
          label="Institute name"
          required
          autoComplete="organization"
          value={draft.instituteName}
          onChange={(event) => update((current) => ({ ...current, instituteName: event.target.value }))}
          {...fieldProps(issue, 'instituteName')}
        />
        <TextField
          label="Number of students"
          required
          type="number"
          inputMode="numeric"
          min={MIN_GROUP_STUDENTS}
          max={MAX_GROUP_STUDENTS}
          step={1}
          hint={`At least ${MIN_GROUP_STUDENTS} students of the same institute.`}
          value={Number.isNaN(draft.numStudents) ? '' : draft.numStudents}
          onChange={(event) =>
            update((current) =>
              withTypedCount(
                current,
                'numStudents',
                event.target.valueAsNumber,
                MIN_GROUP_STUDENTS,
                MAX_GROUP_STUDENTS,
                withStudentCount,
              ),
            )
          }
          {...fieldProps(issue, 'numStudents')}
        />
      </div>
      {draft.students.map((student, index) => (
        <StudentFields
          key={index}
          student={student}
          index={index}
          issue={issue}
          complete={complete[index] ?? false}
          ieeeMessage={student.ieeeStatus === 'error' ? (ieeeMessages[index] ?? null) : null}
          refused={refusals[index] ?? {}}
          onChange={(change) => {
            changeStudent(index, change);
            if (change.ieeeNumber !== undefined || change.hasIeee !== undefined) setIeeeMessage(index, null);
          }}
          onRefuse={(field, message) =>
            setRefusals((current) => ({ ...current, [index]: { ...current[index], [field]: message ?? undefined } }))
          }
          onValidate={() => void validateStudent(index)}
        />
      ))}
    </div>
  );
}
