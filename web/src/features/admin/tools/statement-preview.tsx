import type { StatementColumns } from '@domain/api/reconciliation';

const ROLE_LABELS: Record<keyof StatementColumns, string> = {
  referenceHeader: 'used as reference',
  amountHeader: 'used as amount',
};

/**
 * The statement's first lines before anything is sent: the columns chosen for the reference and
 * the amount come first and are marked, so a wrong choice shows before it is run (also on a phone,
 * where the rest of the line scrolls); the other columns follow in the file's order.
 */
export function StatementPreview({
  id,
  fileName,
  headers,
  rows,
  columns,
}: {
  id: string;
  fileName: string;
  headers: readonly string[];
  rows: readonly (readonly string[])[];
  columns: StatementColumns;
}) {
  const roleOf = (header: string) =>
    (Object.keys(ROLE_LABELS) as (keyof StatementColumns)[]).find((role) => columns[role] === header);
  const chosen = [columns.referenceHeader, columns.amountHeader].map((header) => headers.indexOf(header));
  const order = [
    ...new Set(chosen.filter((column) => column !== -1)),
    ...[...headers.keys()].filter((column) => !chosen.includes(column)),
  ];
  // A title outside the scrolling box, so a phone shows all of it.
  const titleId = `${id}-preview-title`;
  return (
    <div className="admin-tools__preview">
      <p id={titleId} className="admin-tools__preview-title">
        First {rows.length === 1 ? 'line' : `${rows.length} lines`} of {fileName}
      </p>
      <div className="table-scroll" tabIndex={0} aria-labelledby={titleId}>
        <table className="table admin-tools__table" aria-labelledby={titleId}>
          <thead>
            <tr>
              <th scope="col">Line</th>
              {order.map((column) => {
                const header = headers[column] ?? '';
                const role = chosen.includes(column) ? roleOf(header) : undefined;
                return (
                  <th key={column} scope="col" className={role ? 'admin-tools__chosen' : undefined}>
                    {header}
                    {role && <span className="admin-tools__column-role">{ROLE_LABELS[role]}</span>}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, line) => (
              <tr key={line}>
                <th scope="row">{line + 1}</th>
                {order.map((column) => (
                  <td key={column} className={chosen.includes(column) ? 'admin-tools__chosen' : undefined}>
                    {row[column] ?? ''}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
