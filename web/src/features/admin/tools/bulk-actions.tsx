import { useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { useAdminRequest } from '../shared/admin-request';
import { BulkOutcomes } from './bulk-outcomes';
import type { RowSelection } from '../shared/row-selection';
import { affectedBy, type BulkAction } from './tool-counts';
import type { BulkOutcome } from '@domain/api/bulk';
import { bulkOutcomesResponse } from '../shared/api-responses';
import { formatInr } from '@domain/pricing';
import '../shared/tools.css';

const ACTIONS: Record<BulkAction, { button: string; confirm: string; path: string; what: string }> = {
  verify: {
    button: 'Verify payments',
    confirm: 'Yes, verify',
    path: '/api/admin/bulk/verify-payments',
    what: 'is marked payment verified, with its audit entry and the confirmation mail, as when verified one by one',
  },
  remind: {
    button: 'Send payment reminder',
    confirm: 'Yes, send',
    path: '/api/admin/bulk/payment-reminders',
    what: 'is e-mailed a reminder to pay (at most once a day each)',
  },
};

/** "Verify payments" and "Send payment reminder" for the selected rows, each confirmed with its count. */
export function BulkActions({ selection, onDone }: { selection: RowSelection; onDone: () => void }) {
  const request = useAdminRequest();
  const [action, setAction] = useState<BulkAction | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ action: BulkAction; outcomes: BulkOutcome[] } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);
  const failureRef = useRef<HTMLParagraphElement>(null);
  const { selected } = selection;
  const affected = action ? selected.filter((row) => affectedBy(action, row.reviewStatus)) : [];
  const others = selected.length - affected.length;

  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);
  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  async function run(chosen: BulkAction) {
    setBusy(true);
    try {
      const ids = selected.map((row) => row.id);
      const outcomes = await request(ACTIONS[chosen].path, bulkOutcomesResponse, { json: { ids } });
      setResult({ action: chosen, outcomes });
      selection.clear();
      onDone();
    } catch (error) {
      setFailure((error as Error).message);
      // Some may have been done before the failure (or the answer was lost): the table shows what was.
      onDone();
    } finally {
      setBusy(false);
      setAction(null);
    }
  }

  const open = (chosen: BulkAction) => {
    setFailure(null);
    setResult(null);
    setAction(chosen);
  };
  const spec = action ? ACTIONS[action] : null;
  const count = (n: number, [one, many]: [string, string]) => `${n} ${n === 1 ? one : many}`;

  return (
    <div className="admin-tools__bulk">
      <div className="admin-tools__bulk-bar" role="group" aria-label="Actions on the selected registrations">
        <p role="status">{selected.length === 0 ? 'No registration selected.' : `${selected.length} selected.`}</p>
        {(['verify', 'remind'] as const).map((name) => (
          <button
            key={name}
            type="button"
            className="button button--secondary admin-button"
            disabled={selected.length === 0}
            onClick={() => open(name)}
          >
            {ACTIONS[name].button}
          </button>
        ))}
      </div>
      {failure && (
        <p role="alert" className="admin-error" ref={failureRef} tabIndex={-1}>
          {failure}
        </p>
      )}
      {result && <BulkOutcomes ref={resultRef} outcomes={result.outcomes} action={result.action} />}
      <ConfirmDialog
        open={action !== null}
        title={spec ? `${spec.button}: ${count(affected.length, ['registration', 'registrations'])}?` : ''}
        confirmLabel={spec ? `${spec.confirm} ${affected.length}` : ''}
        busy={busy}
        onConfirm={() => action && void run(action)}
        onCancel={() => setAction(null)}
      >
        {spec && (
          <>
            <p>
              {affected.length} of the {selected.length} selected{' '}
              {selected.length === 1 ? 'registration' : 'registrations'} {affected.length === 1 ? 'is' : 'are'}{' '}
              affected: each {spec.what}.
            </p>
            {/* Named, so that a row ticked by mistake is seen before anyone is mailed (a page is 25 rows). */}
            <ul>
              {affected.map((row) => (
                <li key={row.id}>
                  {row.name} ({row.id}){action === 'verify' ? `: ${formatInr(row.totalAmount)}` : ''}
                </li>
              ))}
            </ul>
            {others > 0 && (
              <p>
                The other {others} {others === 1 ? 'is' : 'are'} not at a status that allows this; the results will say
                why.
              </p>
            )}
          </>
        )}
      </ConfirmDialog>
    </div>
  );
}
