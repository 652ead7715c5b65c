import { useId } from 'react';
import { outcomeView, type DeskOutcome, type Tone } from './desk-outcome';

const SIGN: Record<Tone, string> = { go: '✓', look: '!', stop: '✕' };

/**
 * The answer to the last scan, under the camera, which goes on scanning: green, amber or red, large
 * enough for arm's length, until the next scan replaces it. Nothing moves the focus (a keyboard
 * user stays where they are); a status region (green, amber) or an alert region (red) announces
 * it. Both regions are always in the page, as a live region must be before it changes; `count`
 * makes each answer new content, so the same words twice are announced twice.
 */
export function ScanAnswer({ outcome, count }: { outcome: DeskOutcome | null; count: number }) {
  const id = useId();
  const view = outcome ? outcomeView(outcome) : null;
  const content = view && (
    <div key={count} className="desk-answer__content">
      <p className="desk-answer__headline">
        <span className="desk-answer__sign" aria-hidden="true">
          {SIGN[view.tone]}
        </span>{' '}
        {view.headline}
      </p>
      {view.person && (
        <>
          <p className="desk-answer__name">{view.person.name}</p>
          <p className="desk-answer__line">
            {view.person.organization} · {view.person.tier}
          </p>
        </>
      )}
      {view.detail && <p className="desk-answer__detail">{view.detail}</p>}
    </div>
  );
  return (
    <section className={`desk-answer desk-answer--${view?.tone ?? 'none'}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="visually-hidden">
        Last scan
      </h2>
      <div role="status">{view && view.tone !== 'stop' && content}</div>
      <div role="alert">{view?.tone === 'stop' && content}</div>
      {!view && <p className="desk-answer__empty">The answer to each scan shows here.</p>}
    </section>
  );
}
