import { MAX_UPLOAD_MB } from '@domain/limits';
import { useId, useState } from 'react';
import type { StudentDraft } from '@domain/group-schema';
import { ieeeToBeChecked } from '@domain/student-ieee';
import {
  ONLY_PDF,
  VALIDATING,
  studentIeeeNotValidated,
  studentIeeeRequired,
  studentIeeeToBeChecked,
} from '@domain/messages';
import { isImageForPdf } from '@domain/picture-uploads';
import { certificateProblem, uploadProblem } from '@domain/uploads';
import { FileField } from '../../../components/form/file-input';
import { Field, TextField } from '../../../components/form/field';
import { PDF_OR_PICTURE, usePictureAsPdf } from '../../../lib/image-pdf/use-picture-as-pdf';
import { startsAsPdf } from '../../../lib/pdf-signature';
import { STUDENT_LABELS } from './field-names';
import { CERTIFICATE_ACCEPT } from './ieee-step';
import { fieldProps, type StepIssue } from './step-issue';
import { BusyButton } from '../../../components/form/busy-button';

export interface StudentFieldsProps {
  student: StudentDraft;
  /** Position in the group, from 0; the page says "Student {index + 1}". */
  index: number;
  issue: StepIssue | null;
  /** Whether every detail of the student is there and valid: only then can it be folded away. */
  complete: boolean;
  /** The answer of this student's last IEEE check, when it was not "Active"; it wins over Next's message. */
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

/** The folded student in one line: who, which ID, which card, and whether IEEE applies. */
function oneLine(student: StudentDraft): string {
  const card = student.idCard instanceof File ? student.idCard.name : 'ID card chosen';
  const ieee = !student.hasIeee
    ? 'not an IEEE member'
    : `IEEE ${student.ieeeNumber} ${ieeeToBeChecked(student) ? 'to be checked' : 'validated'}`;
  return [student.name.trim(), student.idNumber.trim(), card, ieee].join(' · ');
}

/** One student of a group: name, institute ID, ID card (PDF), and an optional IEEE number. */
export function StudentFields(props: StudentFieldsProps) {
  const { student, index, issue, complete, ieeeMessage, refused, onChange, onRefuse, onValidate } = props;
  const n = index + 1;
  const at = (field: string) => fieldProps(issue, `students.${index}.${field}`);
  // What a field learns by itself (a file refused on choice, the IEEE check's answer on Validate)
  // is said at once, not with the step's summary.
  const saidAtOnce = (field: string, message: string | null | undefined) =>
    message ? { ...at(field), error: message, announce: true } : at(field);
  // The last check's answer ("not found or inactive") says more than Next's "Please validate", and a
  // number validated since Next asked for that is no longer in error (a duplicate still is).
  const validatedSinceAsked =
    at('ieeeNumber').error === studentIeeeNotValidated(n) && student.ieeeStatus === 'validated';
  // IEEE could not be reached and the certificate is attached: nothing is wrong any more, the
  // student goes on at the IEEE rate to be checked, and the field says so.
  const toBeChecked = ieeeToBeChecked(student);
  const ieeeNumberProps =
    validatedSinceAsked || toBeChecked ? { ...at('ieeeNumber'), error: null } : saidAtOnce('ieeeNumber', ieeeMessage);
  const statusId = useId();
  const bodyId = useId();
  // Folding is offered on phones only (wizard.css), where five students make a long page.
  const [folded, setFolded] = useState(false);
  const isFolded = folded && complete;
  const picture = usePictureAsPdf();

  // A photo of the card is made a PDF first; the card held meanwhile is none, so Next cannot take
  // an older one.
  const chooseIdCard = (file: File | null) => {
    if (!file || !isImageForPdf(file)) {
      picture.forget();
      const problem = file && uploadProblem(file);
      onRefuse('idCard', problem || null);
      if (problem) return false;
      if (!file) {
        onChange({ idCard: null });
        return true;
      }
      // Named a PDF, it must be one: its first bytes are read, the card held meanwhile none.
      onChange({ idCard: null });
      return startsAsPdf(file).then((isPdf) => {
        onRefuse('idCard', isPdf ? null : ONLY_PDF);
        if (isPdf) onChange({ idCard: file });
        return isPdf;
      });
    }
    onRefuse('idCard', null);
    onChange({ idCard: null });
    return picture.convert(file).then((result) => {
      if (!result) return true;
      const problem = 'problem' in result ? result.problem : uploadProblem(result.pdf);
      onRefuse('idCard', problem);
      if (problem || !('pdf' in result)) return false;
      onChange({ idCard: result.pdf });
      return true;
    });
  };
  return (
    <fieldset
      className={isFolded ? 'wizard-fieldset student student--folded' : 'wizard-fieldset student'}
      aria-labelledby={`student-${n}-legend`}
    >
      <legend id={`student-${n}-legend`} className="student__legend">
        Student {n}
      </legend>
      {complete && (
        <div className="student__fold">
          {isFolded && <p className="student__one-line">{oneLine(student)}</p>}
          <button
            type="button"
            className="button button--secondary student__fold-button"
            aria-expanded={!isFolded}
            aria-controls={bodyId}
            onClick={() => setFolded(!isFolded)}
          >
            {isFolded ? 'Show' : 'Hide'}
            <span className="visually-hidden"> Student {n} details</span>
          </button>
        </div>
      )}
      <div id={bodyId} className="student__body">
        <div className="wizard-grid">
          <TextField
            label={STUDENT_LABELS.name}
            required
            autoComplete="off"
            value={student.name}
            onChange={(event) => onChange({ name: event.target.value })}
            {...at('name')}
          />
          <TextField
            label={STUDENT_LABELS.idNumber}
            required
            autoComplete="off"
            value={student.idNumber}
            onChange={(event) => onChange({ idNumber: event.target.value })}
            {...at('idNumber')}
          />
        </div>
        <FileField
          label={STUDENT_LABELS.idCard}
          required
          hint={`A PDF, or a photo of the card (JPEG or PNG), which is made a PDF; up to ${MAX_UPLOAD_MB} MB.`}
          accept={PDF_OR_PICTURE}
          file={student.idCard as File | null}
          {...saidAtOnce('idCard', refused.idCard)}
          onFile={chooseIdCard}
          status={picture.status}
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
              {...ieeeNumberProps}
              hint={toBeChecked ? studentIeeeToBeChecked(n) : STATUS_TEXT[student.ieeeStatus] || undefined}
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
                  <BusyButton
                    className="button button--secondary"
                    onClick={onValidate}
                    busy={student.ieeeStatus === 'validating'}
                    aria-describedby={statusId}
                  >
                    {student.ieeeStatus === 'validating' ? VALIDATING : 'Validate'}
                  </BusyButton>
                </div>
              )}
            </Field>
            <p id={statusId} className="visually-hidden" role="status">
              {student.ieeeStatus === 'validated'
                ? `Student ${n}: IEEE membership validated.`
                : toBeChecked
                  ? studentIeeeToBeChecked(n)
                  : ''}
            </p>
            <FileField
              label={`IEEE certificate of Student ${n} (optional)`}
              hint={`PDF, PNG or JPEG, up to ${MAX_UPLOAD_MB} MB.`}
              accept={CERTIFICATE_ACCEPT}
              file={student.ieeeCert as File | null | undefined}
              {...saidAtOnce('ieeeCert', refused.ieeeCert)}
              onFile={(file) => {
                const problem = file && certificateProblem(file);
                onRefuse('ieeeCert', problem || null);
                if (problem) return false;
                onChange({ ieeeCert: file });
              }}
            />
          </div>
        )}
      </div>
    </fieldset>
  );
}

/** The message for pressing Validate with no number (docs/rules.md, "Messages"). */
export const missingNumberMessage = (index: number) => studentIeeeRequired(index + 1);
