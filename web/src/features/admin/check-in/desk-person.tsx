import { passEndingLabel } from '@domain/pass-ending';
import { formatVenueTime } from '../shared/format';
import type { DeskPersonRow, DeskTarget } from './desk-rows';
import { UndoCheckIn } from './undo-check-in';
import { BusyButton } from '../../../components/form/busy-button';

/** Under a person whose pass code the search withheld (desk-rows.ts, codeWithheld). */
export const DESK_WHOLE_NAME_NEEDED = 'To check them in, scan their pass or search their whole name.';

/** A person's check-in today, as the desk reads it. */
function checkedInText(checkedIn: DeskPersonRow['checkedIn']): string {
  if (!checkedIn) return 'Not checked in today';
  return `Checked in at ${formatVenueTime(checkedIn.at)} by ${checkedIn.desk ?? checkedIn.by}`;
}

/** One person of a registration found at the desk: their check-in today, and what may be done. */
export function DeskPerson({
  person,
  day,
  busy,
  onCheckIn,
  onUndone,
}: {
  person: DeskPersonRow;
  day: string;
  busy: boolean;
  onCheckIn: (target: DeskTarget) => void;
  onUndone: (outcome: { text: string; failed: boolean }) => void;
}) {
  const { target, undo } = person;
  return (
    <li className="desk-person">
      <div>
        <p className="desk-person__name">{person.name}</p>
        <p className="admin-hint">{person.organization}</p>
        {person.sharesName && person.passEnding && (
          <p className="admin-hint" data-testid="pass-ending">
            Pass ending {passEndingLabel(person.passEnding)}
          </p>
        )}
        <p className={person.checkedIn ? 'desk-person__state desk-person__state--in' : 'desk-person__state'}>
          {checkedInText(person.checkedIn)}
        </p>
      </div>
      <div className="desk-person__actions">
        {target && (
          <BusyButton
            className="button admin-button desk-person__check-in"
            busy={busy}
            onClick={() => onCheckIn(target)}
          >
            Check in<span className="visually-hidden"> {person.name}</span>
          </BusyButton>
        )}
        {undo && <UndoCheckIn who={undo} name={person.name} day={day} onDone={onUndone} />}
        {person.codeWithheld && !person.checkedIn && <p className="admin-hint">{DESK_WHOLE_NAME_NEEDED}</p>}
      </div>
    </li>
  );
}
