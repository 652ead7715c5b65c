import { useEffect, useState, type ComponentType } from 'react';
import { DIALOG_NOT_LOADED } from '@domain/messages';
import type { AdminRegistration } from '@domain/api/admin-record';
import { loadOnce } from '../../../lib/load-once';

interface Props {
  record: AdminRegistration;
  onChanged: (done: string | null) => void;
}

const ieeeCheck = loadOnce(() =>
  import('./ieee-membership-check').then((chunk): ComponentType<Props> => chunk.IeeeMembershipCheck),
);

/** Whether IEEE's service could not check a membership of this registration, decided or not. */
const concernsIeeeCheck = (record: AdminRegistration) =>
  record.ieeeMembershipToCheck === true ||
  !!record.ieeeMembershipDecision ||
  (record.students ?? []).some((student) => student.ieeeMembershipToCheck || student.ieeeMembershipDecision);

/**
 * The IEEE membership check, on the few registrations made while IEEE's service could not be
 * reached: its code loads when such a record is shown, not with every record page
 * (docs/decisions/0034). Verify Payment says meanwhile why it waits.
 */
export function IeeeMembershipSection(props: Props) {
  const needed = concernsIeeeCheck(props.record);
  const [Check, setCheck] = useState(() => ieeeCheck.loaded());
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!needed || Check) return;
    let live = true;
    ieeeCheck.load().then(
      (component) => live && setCheck(() => component),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [needed, Check]);
  if (!needed) return null;
  if (failed) {
    return (
      <p role="alert" className="admin-error">
        {DIALOG_NOT_LOADED}
      </p>
    );
  }
  return Check ? <Check {...props} /> : null;
}
