import { useId } from 'react';
import { MAX_DESK_LENGTH } from '@domain/messages';

/** The desk's name ("Desk 2"), sent with each check-in so a second scan tells where the first was. */
export function DeskNameField({ value, onChange }: { value: string; onChange: (name: string) => void }) {
  const id = useId();
  return (
    <div className="admin-field desk-name">
      <label htmlFor={id}>Desk name</label>
      <input
        id={id}
        type="text"
        value={value}
        maxLength={MAX_DESK_LENGTH}
        autoComplete="off"
        placeholder="Desk 2"
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${id}-hint`} className="admin-hint">
        Sent with each check-in and kept on this device.
      </p>
    </div>
  );
}
