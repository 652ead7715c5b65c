import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { RegistrationRow } from '@domain/api/admin-registrations';

/** The leading column the registrations table renders when rows can be selected. */
export interface SelectionColumn {
  header: ReactNode;
  cell: (row: RegistrationRow) => ReactNode;
}

export interface RowSelection {
  /** The selected rows of the page shown (a selection does not survive a change of page or filter). */
  selected: RegistrationRow[];
  clear: () => void;
  column: SelectionColumn;
}

function SelectAll({
  checked,
  mixed,
  disabled,
  onChange,
}: {
  checked: boolean;
  mixed: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = mixed;
  }, [mixed]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className="admin-tools__check"
      aria-label="Select all registrations on this page"
      checked={checked}
      disabled={disabled}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}

/** Row checkboxes with a select-all for the page, each named for what it selects. */
export function useRowSelection(rows: readonly RegistrationRow[]): RowSelection {
  const [ids, setIds] = useState<ReadonlySet<string>>(new Set());
  const selected = rows.filter((row) => ids.has(row.id));
  const all = rows.length > 0 && selected.length === rows.length;

  const toggle = (id: string, on: boolean) =>
    setIds((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return {
    selected,
    clear: () => setIds(new Set()),
    column: {
      header: (
        <SelectAll
          checked={all}
          mixed={selected.length > 0 && !all}
          disabled={rows.length === 0}
          onChange={(on) => setIds(on ? new Set(rows.map((row) => row.id)) : new Set())}
        />
      ),
      cell: (row) => (
        <input
          type="checkbox"
          className="admin-tools__check"
          aria-label={`Select ${row.id} (${row.name})`}
          checked={ids.has(row.id)}
          onChange={(event) => toggle(row.id, event.target.checked)}
        />
      ),
    },
  };
}
