import { useId, useState } from 'react';
import type { RecordDialogProps } from '../shared/dialog-on-demand';
import { nameCorrectedSchema, type NameCorrected } from '@domain/api/registrant-name';
import { TITLES } from '@domain/options';
import { SelectField, TextField } from '../../../components/form/field';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { unwrapped } from '../shared/api-responses';
import { useAdminRequest } from '../shared/admin-request';
import { useSubmission } from '../shared/reason-action';

const nameCorrectedResponse = unwrapped(nameCorrectedSchema);

/** What the correction came to, and the tax invoice that still names the registrant as before. */
function correctedMessage({ invoiceStillNaming, passesUpdated, certificatesUpdated }: NameCorrected): string {
  const passes = passesUpdated > 0 ? ' The entry passes name them so at the desk; their codes stay the same.' : '';
  const certificates =
    certificatesUpdated > 0
      ? ` ${certificatesUpdated === 1 ? 'The certificate already issued names' : `The ${certificatesUpdated} certificates already issued name`} them so when downloaded again or checked; their numbers stay the same.`
      : '';
  const invoice = invoiceStillNaming
    ? ` Tax invoice ${invoiceStillNaming} still names them as before: use Correct the recipient to reissue it.`
    : '';
  return `Name saved: badges, certificates and receipts print it from now on.${passes}${certificates}${invoice}`;
}

/**
 * "Correct the name", loaded when its button is first pressed (correct-name.tsx; decision 34): how
 * the registration names its registrant (title, first and last name, organization) and, of a
 * student group, its institute and each student, for a misspelling, opened as on record. The
 * server checks each field as the wizard does and says what it refuses here; the audit trail keeps
 * what was there before.
 */
export function CorrectNameDialog({ record, open, onClose, onDone }: RecordDialogProps) {
  const id = useId();
  const request = useAdminRequest();
  const { busy, error, submit } = useSubmission();
  const [values, setValues] = useState({
    title: record.title,
    firstName: record.firstName,
    lastName: record.lastName,
    organization: record.organization,
  });
  const set = (field: keyof typeof values) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  // A student group's institute and students, which its passes and certificates name too.
  const group = (record.students ?? []).length > 0;
  const [instituteName, setInstituteName] = useState(record.instituteName ?? '');
  const [studentNames, setStudentNames] = useState(() => (record.students ?? []).map((student) => student.name));

  async function save() {
    await submit(async () => {
      const corrected = await request(
        `/api/admin/registrations/${encodeURIComponent(record.id)}/name`,
        nameCorrectedResponse,
        { json: group ? { ...values, instituteName, studentNames } : values },
      );
      onDone(correctedMessage(corrected));
    });
  }

  return (
    <ConfirmDialog
      open={open}
      title={group ? `Correct how ${record.id} names its people?` : `Correct how ${record.id} names its registrant?`}
      confirmLabel="Save the name"
      dismissLabel="Keep it as it is"
      busy={busy}
      onConfirm={() => void save()}
      onCancel={onClose}
    >
      <p>
        For a misspelling: the entry passes, badges, certificates and receipts print the name as saved here, and the
        audit trail keeps what was there before. The e-mail address does not change. An issued tax invoice does not
        change either: it is corrected on its own.
      </p>
      {group && <h3>The registrant</h3>}
      <SelectField
        label="Title"
        required
        options={TITLES}
        value={values.title}
        onChange={(event) => set('title')(event.target.value)}
        controlId={`${id}-title`}
      />
      <TextField
        label="First name"
        required
        value={values.firstName}
        onChange={(event) => set('firstName')(event.target.value)}
        controlId={`${id}-firstName`}
      />
      <TextField
        label="Last name"
        required
        value={values.lastName}
        onChange={(event) => set('lastName')(event.target.value)}
        controlId={`${id}-lastName`}
      />
      <TextField
        label="Organization"
        required
        value={values.organization}
        onChange={(event) => set('organization')(event.target.value)}
        controlId={`${id}-organization`}
      />
      {group && (
        <>
          <h3>The group</h3>
          <TextField
            label="Institute"
            required
            value={instituteName}
            onChange={(event) => setInstituteName(event.target.value)}
            controlId={`${id}-instituteName`}
          />
          {studentNames.map((name, index) => (
            <TextField
              key={index}
              label={`Student ${index + 1}`}
              required
              value={name}
              onChange={(event) => {
                const value = event.target.value;
                setStudentNames((current) => current.map((old, at) => (at === index ? value : old)));
              }}
              controlId={`${id}-student-${index + 1}`}
            />
          ))}
        </>
      )}
      {error && (
        <p role="alert" className="admin-error">
          {error}
        </p>
      )}
    </ConfirmDialog>
  );
}
