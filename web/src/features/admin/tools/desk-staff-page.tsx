import { useState, type FormEvent } from 'react';
import { ADMIN_LOADING } from '@domain/messages';
import {
  deskStaffGrantedSchema,
  deskStaffListSchema,
  deskStaffRevokedSchema,
  type DeskStaffGranted,
  type DeskStaffMember,
} from '@domain/api/desk-staff';
import { useAdminQuery } from '../shared/use-admin-api';
import { useAdminRequest } from '../shared/admin-request';
import { unwrapped } from '../shared/api-responses';
import { ActionMessage, type ActionOutcome } from '../shared/action-message';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { TextInput } from '../shared/text-input';
import { formatDateTime } from '../shared/format';
import { BusyButton } from '../../../components/form/busy-button';
import '../shared/tools.css';

const listResponse = unwrapped(deskStaffListSchema);
const grantedResponse = unwrapped(deskStaffGrantedSchema);
const revokedResponse = unwrapped(deskStaffRevokedSchema);

function grantedText({ email, mailed }: DeskStaffGranted, again: boolean): string {
  if (again) return `A new link to set a password was mailed to ${email}.`;
  return mailed === 'password-link'
    ? `${email} can check people in once they have set a password: the link to set it was mailed to them.`
    : `${email} can check people in: they were told by mail, and sign in with the password they have.`;
}

/**
 * /admin/desk-staff: the people who check attendees in at the registration desk, given and taken
 * their rights here, without a developer (docs/administration.md, "Check-in staff").
 */
export function DeskStaffPage() {
  const request = useAdminRequest();
  const staff = useAdminQuery('/api/admin/desk-staff', listResponse);
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null);
  const [revoking, setRevoking] = useState<DeskStaffMember | null>(null);

  async function grant(address: string, again: boolean) {
    setBusy(again ? address : 'grant');
    setOutcome(null);
    try {
      const granted = await request('/api/admin/desk-staff', grantedResponse, { json: { email: address } });
      setOutcome({ text: grantedText(granted, again), failed: false });
      if (!again) setEmail('');
      staff.reload();
    } catch (error) {
      if (again) setOutcome({ text: (error as Error).message, failed: true });
      else setFieldError((error as Error).message);
    } finally {
      setBusy(null);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void grant(email, false);
  }

  async function revoke(member: DeskStaffMember) {
    setBusy('revoke');
    try {
      const { accountDeleted } = await request('/api/admin/desk-staff/revoke', revokedResponse, {
        json: { email: member.email },
      });
      setOutcome({
        text: `${member.email} can no longer check people in${accountDeleted ? ', and their account is deleted' : ''}.`,
        failed: false,
      });
      staff.reload();
    } catch (error) {
      setOutcome({ text: (error as Error).message, failed: true });
    } finally {
      setBusy(null);
      setRevoking(null);
    }
  }

  const members = staff.status === 'ready' ? staff.data.staff : staff.previous?.staff;
  return (
    <div className="admin-tools">
      <form className="card admin-tools__form" onSubmit={submit} noValidate aria-labelledby="desk-staff-give-title">
        <h2 id="desk-staff-give-title">Give check-in rights</h2>
        <p className="admin-hint">
          Check-in staff find people at the registration desk, by name or by scanning their entry pass, and check them
          in: nothing else of the console opens for them. They get a mail with a link to set their password, then sign
          in on the Check-in desk page.
        </p>
        <TextInput
          label="E-mail address"
          type="email"
          value={email}
          onChange={(value) => {
            setEmail(value);
            setFieldError(null);
          }}
          error={fieldError}
          required
        />
        <BusyButton type="submit" className="button admin-button" busy={busy === 'grant'}>
          {busy === 'grant' ? 'Giving…' : 'Give check-in rights'}
        </BusyButton>
      </form>

      <ActionMessage outcome={outcome} />

      <section className="card" aria-labelledby="desk-staff-title">
        <h2 id="desk-staff-title">Check-in staff</h2>
        {!members && staff.status === 'loading' && <p role="status">{ADMIN_LOADING}</p>}
        {!members && staff.status === 'error' && (
          <p role="alert" className="admin-error">
            The check-in staff could not be loaded: {staff.error.message}
          </p>
        )}
        {members && members.length === 0 && <p>No one has check-in rights but the administrators.</p>}
        {members && members.length > 0 && (
          <div className="table-scroll" tabIndex={0} aria-labelledby="desk-staff-title">
            <table className="table admin-tools__table" aria-labelledby="desk-staff-title">
              <thead>
                <tr>
                  <th scope="col">E-mail address</th>
                  <th scope="col">Can sign in</th>
                  <th scope="col">Last signed in</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {members.map((member) => (
                  <tr key={member.email}>
                    <th scope="row">{member.email}</th>
                    <td>{member.passwordSet ? 'Yes' : 'Not yet: the link to set a password is unused'}</td>
                    <td>{member.lastSignInAt ? formatDateTime(member.lastSignInAt) : 'Never'}</td>
                    <td>
                      <div className="admin-tools__row-actions">
                        {!member.passwordSet && (
                          <BusyButton
                            className="button button--secondary admin-button"
                            busy={busy === member.email}
                            onClick={() => void grant(member.email, true)}
                            aria-label={`Send the link again to ${member.email}`}
                          >
                            Send the link again
                          </BusyButton>
                        )}
                        <BusyButton
                          className="button button--secondary admin-button"
                          busy={busy !== null}
                          onClick={() => setRevoking(member)}
                          aria-label={`Take back the check-in rights of ${member.email}`}
                        >
                          Take back
                        </BusyButton>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <ConfirmDialog
        open={revoking !== null}
        title={`Take back the check-in rights of ${revoking?.email ?? ''}?`}
        confirmLabel="Take back check-in rights"
        destructive
        busy={busy === 'revoke'}
        onConfirm={() => revoking && void revoke(revoking)}
        onCancel={() => setRevoking(null)}
      >
        <p>
          Their next search at the desk is refused and their account is deleted. You can give them the rights again
          later; they then set a new password.
        </p>
      </ConfirmDialog>
    </div>
  );
}
