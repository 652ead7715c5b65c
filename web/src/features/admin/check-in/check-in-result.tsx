import { useEffect, useId, useRef } from 'react';
import { outcomeView, type DeskOutcome, type Tone } from './desk-outcome';

const SIGN: Record<Tone, string> = { go: '✓', look: '!', stop: '✕' };

/**
 * The outcome of a tap on "Check in" in the search, filling the screen so it reads at arm's
 * length: green, amber or red (a scan's answer shows under the camera instead: scan-answer.tsx). A modal <dialog>: the desk behind it is inert, the focus is on the large Next (Escape or
 * Enter takes it too), and a status (green, amber) or alert (red) region announces it.
 */
export function CheckInResult({ outcome, onNext }: { outcome: DeskOutcome | null; onNext: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  const view = outcome ? outcomeView(outcome) : null;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (outcome && !dialog.open) {
      dialog.showModal();
      nextRef.current?.focus();
    }
    if (!outcome && dialog.open) dialog.close();
  }, [outcome]);

  return (
    <dialog
      ref={ref}
      className={`desk-result desk-result--${view?.tone ?? 'go'}`}
      // Named and described by its content, which is there only while an outcome shows.
      aria-labelledby={view ? `${id}-headline` : undefined}
      aria-describedby={view ? `${id}-message` : undefined}
      onCancel={(event) => {
        event.preventDefault(); // closed through `outcome`
        onNext();
      }}
    >
      {view && (
        <>
          <div id={`${id}-message`} className="desk-result__message" role={view.tone === 'stop' ? 'alert' : 'status'}>
            <p className="desk-result__sign" aria-hidden="true">
              {SIGN[view.tone]}
            </p>
            <p id={`${id}-headline`} className="desk-result__headline">
              {view.headline}
            </p>
            {view.person && (
              <>
                <p className="desk-result__name">{view.person.name}</p>
                <p className="desk-result__line">{view.person.organization}</p>
                <p className="desk-result__line">{view.person.tier}</p>
              </>
            )}
            {view.detail && <p className="desk-result__detail">{view.detail}</p>}
          </div>
          <button ref={nextRef} type="button" className="desk-result__next" onClick={onNext}>
            Next
          </button>
        </>
      )}
    </dialog>
  );
}
