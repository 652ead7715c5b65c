import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { SponsorCodeView, SponsorView } from '@domain/api/sponsor-views';
import { saveFile } from '../shared/save-file';
import { AddSponsorCodes } from './add-sponsor-codes';
import {
  codeKindText,
  codeState,
  codesAddedMessage,
  codesFileName,
  codesReadiness,
  codesSummary,
  isUnused,
  unusedCodesCsv,
  unusedCodesText,
  type CodeState,
  type SponsorRate,
} from './sponsor-codes-text';
import { WithdrawSponsorCode } from './withdraw-sponsor-code';

/** What the sponsor's status line says, and whether it takes the focus (its button is gone). */
type Status = { text: string; focus: boolean } | null;

const unusedCount = (count: number) => (count === 1 ? 'The unused code' : `${count} unused codes`);

const NOT_COPIED = 'The browser did not let the page copy: select the codes in the list, or download them as CSV.';

/** A code's state as a sentence, the registration that used it linked to its record while it is kept. */
function StateText({ state }: { state: CodeState }) {
  if (state.kind === 'unused') return <>Not used</>;
  if (state.kind === 'withdrawn') return <>{`Withdrawn on ${state.day} by ${state.by}`}</>;
  const on = state.day ? ` on ${state.day}` : '';
  const { registrationId, name } = state;
  if (registrationId === null) return <>{`Used by a registration since erased${on}`}</>;
  if (name === null) return <>{`Used by a registration since erased (${registrationId})${on}`}</>;
  return (
    <>
      Used by {name} (<Link to={`/verify/registration/${encodeURIComponent(registrationId)}`}>{registrationId}</Link>)
      {on}
    </>
  );
}

function CodeItem({
  code,
  kindText,
  onCopy,
  onWithdraw,
}: {
  code: SponsorCodeView;
  kindText: string;
  onCopy: () => void;
  onWithdraw: () => void;
}) {
  const state = codeState(code);
  return (
    <li className="sponsor-codes__item">
      <code className="sponsor-codes__code">{code.code}</code>
      <span>{kindText}</span>
      <span>
        <StateText state={state} />
      </span>
      {state.kind === 'unused' && (
        <span className="sponsor-codes__actions">
          <button type="button" className="button button--secondary admin-button" onClick={onCopy}>
            Copy<span className="visually-hidden"> code {code.code}</span>
          </button>
          <button type="button" className="button button--secondary admin-button" onClick={onWithdraw}>
            Withdraw<span className="visually-hidden"> code {code.code}</span>
          </button>
        </span>
      )}
    </li>
  );
}

/**
 * One sponsor's codes in a disclosure, closed at first so that a page of sponsors with many codes
 * stays short: when they work, the unused ones to copy or download at once for the sponsor's
 * contact, codes to add at the sponsor rate, and each code with what it costs, where it stands and,
 * while unused, a way to copy or withdraw it. What an action came to is said in the sponsor's
 * status line, which takes the focus when the button that acted is gone.
 */
export function SponsorCodes({
  sponsor,
  rate,
  onChanged,
}: {
  sponsor: SponsorView;
  /** Null when the edition sells no sponsorship: nothing can be added then. */
  rate: SponsorRate;
  onChanged: (sponsor: SponsorView) => void;
}) {
  const [withdrawing, setWithdrawing] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const name = sponsor.organisation.name;
  const rateText = codeKindText('sponsor-rate', rate);
  const unused = sponsor.codes.filter(isUnused);
  const toWithdraw = sponsor.codes.find((code) => code.code === withdrawing) ?? null;

  useEffect(() => {
    if (status?.focus) statusRef.current?.focus();
  }, [status]);

  async function copy(text: string, what: string) {
    try {
      await navigator.clipboard.writeText(text);
      setStatus({ text: `${what} copied.`, focus: false });
    } catch {
      setStatus({ text: NOT_COPIED, focus: false });
    }
  }

  function download() {
    const fileName = codesFileName(sponsor);
    saveFile(new Blob([unusedCodesCsv(sponsor.codes, rate)], { type: 'text/csv;charset=utf-8' }), fileName);
    setStatus({ text: `The unused codes of ${name} are in ${fileName}.`, focus: false });
  }

  const withdrawn = (changed: SponsorView | null) => {
    const code = withdrawing;
    setWithdrawing(null);
    if (!changed) return;
    onChanged(changed);
    setStatus({ text: `Code ${code ?? ''} withdrawn: the registration wizard no longer takes it.`, focus: true });
  };

  return (
    <>
      <details className="sponsor-codes" id={`codes-${sponsor.id}`}>
        <summary>
          {name} ({sponsor.level}): {codesSummary(sponsor.codes)}
        </summary>
        <p className="admin-hint">{codesReadiness(sponsor)}</p>
        {unused.length > 0 && (
          <div className="sponsor-codes__bulk">
            <button
              type="button"
              className="button button--secondary admin-button"
              onClick={() =>
                void copy(unusedCodesText(sponsor.codes, rate), `${unusedCount(unused.length)} of ${name}`)
              }
            >
              Copy unused codes<span className="visually-hidden"> of {name}</span>
            </button>
            <button type="button" className="button button--secondary admin-button" onClick={download}>
              Download unused codes (CSV)<span className="visually-hidden"> of {name}</span>
            </button>
          </div>
        )}
        {rate && (
          <AddSponsorCodes
            sponsor={sponsor}
            kindText={rateText}
            onAdded={(before, after) => {
              onChanged(after);
              setStatus({ text: codesAddedMessage(before.codes, after), focus: false });
            }}
          />
        )}
        {/* Present from the start: a live region added together with its text is often not read. */}
        <p ref={statusRef} role="status" tabIndex={-1} className="sponsor-codes__status">
          {status?.text}
        </p>
        {sponsor.codes.length > 0 && (
          <ul className="sponsor-codes__list" aria-label={`Codes of ${name}`}>
            {sponsor.codes.map((code) => (
              <CodeItem
                key={code.code}
                code={code}
                kindText={codeKindText(code.kind, rate)}
                onCopy={() => void copy(code.code, `Code ${code.code}`)}
                onWithdraw={() => {
                  setStatus(null);
                  setWithdrawing(code.code);
                }}
              />
            ))}
          </ul>
        )}
      </details>
      <WithdrawSponsorCode
        sponsor={sponsor}
        code={toWithdraw?.code ?? null}
        kindText={toWithdraw ? codeKindText(toWithdraw.kind, rate) : ''}
        onClose={withdrawn}
      />
    </>
  );
}
