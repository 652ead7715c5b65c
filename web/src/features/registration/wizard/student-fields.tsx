import { MAX_UPLOAD_MB } from '@domain/limits';
import { useId } from 'react';
import type { StudentDraft } from '@domain/group-schema';
import { VALIDATING, studentIeeeRequired } from '@domain/messages';
import { certificateProblem, uploadProblem } from '@domain/uploads';
import { AlertRegion } from '../../../components/form/alert-region';
import { FileField } from '../../../components/form/file-input';
import { Field, TextField } from '../../../components/form/field';
import { CERTIFICATE_ACCEPT } from './ieee-step';
import { fieldMessage, type StepIssue } from './step-issue';

export interface StudentFieldsProps {
  student: StudentDraft;
  /** Position in the group, from 0; the page says "Student {index + 1}". */
  index: number;
  issue: StepIssue | null;
  /** The answer of this student's last IEEE check, when it was not "Active". */
  ieeeMessage: string | null;
  /** A file refused on choice (wrong type or size), by field. */
  refused: Partial<Record<'idCard' | 'ieeeCert', string>>;
  onChange: (change: Partial<StudentDraft>) => void;
  onRefuse: (field: 'idCard' | 'ieeeCert', message: string | null) => void;
  onValidate: () => void;
}

const STATUS_TEXT: Record<StudentDraft['ieeeStatus'], string> = {
  none: '',
  unvalidated: 'Not validated yet: press Validate.',
  validating: 'Checking with IEEE...',
  validated: 'IEEE membership validated: the IEEE member price applies.',
  error: '',
};

/** One student of a group: name, institute ID, ID card (PDF), and an optional IEEE number. */
export function StudentFields(props: StudentFieldsProps) {
  const { student, index, issue, ieeeMessage, refused, onChange, onRefuse, onValidate } = props;
  const n = index + 1;
  const at = (field: string) => fieldMessage(issue, `students.${index}.${field}`);
  const statusId = useId();
  return (
    <fieldset className="wizard-fieldset student" aria-labelledby={`student-${n}-legend`}>
      <legend id={`student-${n}-legend`} className="student__legend">
        Student {n}
      </legend>
      <AlertRegion message={fieldMessage(issue, `students.${index}`)} />
      <div className="wizard-grid">
        <TextField
          label="Name"
          required
          autoComplete="off"
          value={student.name}
          onChange={(event) => onChange({ name: event.target.value })}
          error={at('name')}
        />
        <TextField
          label="Institute ID number"
          required
          autoComplete="off"
          value={student.idNumber}
          onChange={(event) => onChange({ idNumber: event.target.value })}
          error={at('idNumber')}
        />
      </div>
      <FileField
        label="ID card (PDF)"
        required
        hint={`PDF only, up to ${MAX_UPLOAD_MB} MB.`}
        accept="application/pdf,.pdf"
        file={student.idCard as File | null}
        error={refused.idCard ?? at('idCard')}
        onFile={(file) => {
          const problem = file && uploadProblem(file);
          onRefuse('idCard', problem || null);
          if (problem) return false;
          onChange({ idCard: file });
        }}
      />
      <div className="field field--check">
        <label className="check">
          <input
            type="checkbox"
            checked={student.hasIeee}
            onChange={(event) =>
              onChange(
                event.target.checked
                  ? { hasIeee: true, ieeeStatus: 'unvalidated' }
                  : { hasIeee: false, ieeeNumber: '', ieeeStatus: 'none', ieeeCert: null },
              )
            }
          />{' '}
          Student {n} is an IEEE member
        </label>
      </div>
      {student.hasIeee && (
        <div className="student__ieee">
          <Field
            label={`IEEE Member Number of Student ${n}`}
            required
            error={at('ieeeNumber') ?? ieeeMessage}
            hint={STATUS_TEXT[student.ieeeStatus] || undefined}
          >
            {(control) => (
              <div className="inline-action">
                <input
                  {...control}
                  className="field__input"
                  inputMode="numeric"
                  autoComplete="off"
                  value={student.ieeeNumber}
                  onChange={(event) => onChange({ ieeeNumber: event.target.value, ieeeStatus: 'unvalidated' })}
                />
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={onValidate}
                  disabled={student.ieeeStatus === 'validating'}
                  aria-describedby={statusId}
                >
                  {student.ieeeStatus === 'validating' ? VALIDATING : 'Validate'}
                </button>
              </div>
            )}
          </Field>
          <p id={statusId} className="visually-hidden" role="status">
            {student.ieeeStatus === 'validated' ? `Student ${n}: IEEE membership validated.` : ''}
          </p>
          <FileField
            label={`IEEE certificate of Student ${n} (optional)`}
            hint={`PDF, PNG or JPEG, up to ${MAX_UPLOAD_MB} MB.`}
            accept={CERTIFICATE_ACCEPT}
            file={student.ieeeCert as File | null | undefined}
            error={refused.ieeeCert ?? at('ieeeCert')}
            onFile={(file) => {
              const problem = file && certificateProblem(file);
              onRefuse('ieeeCert', problem || null);
              if (problem) return false;
              onChange({ ieeeCert: file });
            }}
          />
        </div>
      )}
    </fieldset>
  );
}

/** The message for pressing Validate with no number (spec section 5). */
export const missingNumberMessage = (index: number) => studentIeeeRequired(index + 1);
