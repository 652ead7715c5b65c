import { useEffect, useId, useState, type FormEvent, type RefObject } from 'react';
import type { AnyDeskSearch } from '@domain/api/check-in';
import { CHECK_IN_SEARCH_TOO_SHORT } from '@domain/messages';
import { CONFERENCE_DAYS, formatCalendarDayLong } from '@domain/venue-time';
import { checkInSearchResponse } from '../shared/api-responses';
import { ActionMessage, type ActionOutcome } from '../shared/action-message';
import { useAdminRequest } from '../shared/admin-request';
import { DeskPerson } from './desk-person';
import { deskRowsOf, type DeskPersonRow, type DeskTarget } from './desk-rows';
import { passCodeFromScan } from './scanned-code';

/** Off the conference's days the desk finds people but checks nobody in, and says when it opens. */
function checkInClosedText(day: string): string {
  const [first] = CONFERENCE_DAYS;
  const last = CONFERENCE_DAYS[CONFERENCE_DAYS.length - 1];
  if (first && day < first)
    return `Check-in opens on ${formatCalendarDayLong(first)}: until then the desk finds people only.`;
  return `Check-in closed on ${formatCalendarDayLong(last ?? day)}, the conference's last day.`;
}

type SearchState =
  | { kind: 'idle' }
  | { kind: 'searching'; query: string }
  | { kind: 'found'; query: string; found: AnyDeskSearch }
  | { kind: 'failed'; message: string };

/**
 * Finds people by name, registration ID or pass code (an administrator by e-mail address too; GET
 * /api/admin/check-in/search), for a pass that will not scan or a registrant without one: one tap
 * on "Check in" per person, and for an administrator "Undo check-in". Asks again after each check-in
 * (`generation`) and undo, so the list shows who has arrived.
 */
export function DeskSearch({
  fieldRef,
  generation,
  busy,
  onCheckIn,
}: {
  /** The search box, for the desk to put the cursor back in after a check-in. */
  fieldRef: RefObject<HTMLInputElement | null>;
  generation: number;
  busy: boolean;
  onCheckIn: (target: DeskTarget) => void;
}) {
  const request = useAdminRequest();
  const id = useId();
  const [text, setText] = useState('');
  // An object, so searching the same words again asks again.
  const [query, setQuery] = useState<{ text: string } | null>(null);
  const [state, setState] = useState<SearchState>({ kind: 'idle' });
  const [undone, setUndone] = useState<ActionOutcome | null>(null);

  useEffect(() => {
    if (query === null) return;
    let current = true;
    request(`/api/admin/check-in/search?q=${encodeURIComponent(query.text)}`, checkInSearchResponse).then(
      (found) => current && setState({ kind: 'found', query: query.text, found }),
      (error: unknown) => current && setState({ kind: 'failed', message: (error as Error).message }),
    );
    return () => {
      current = false;
    };
  }, [request, query, generation]);

  function search(event: FormEvent) {
    event.preventDefault();
    // A pass's address pasted from a registrant's mail or phone is searched by its code.
    const wanted = passCodeFromScan(text) ?? text.trim();
    if (wanted.length < 2) {
      setState({ kind: 'failed', message: CHECK_IN_SEARCH_TOO_SHORT });
      return;
    }
    setState({ kind: 'searching', query: wanted });
    setUndone(null);
    setQuery({ text: wanted });
  }

  // Off the conference's days nobody is checked in: the desk finds people and says when it opens.
  const open = state.kind === 'found' && CONFERENCE_DAYS.includes(state.found.day);
  return (
    <section className="desk-search" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Find a person</h2>
      <form className="desk-search__form" onSubmit={search} role="search" noValidate>
        <div className="admin-field">
          <label htmlFor={`${id}-q`}>Name, registration ID or pass code</label>
          <p className="admin-hint" id={`${id}-q-hint`}>
            A pass&rsquo;s link pasted here is searched by its code.
          </p>
          <input
            ref={fieldRef}
            id={`${id}-q`}
            type="search"
            aria-describedby={`${id}-q-hint`}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <button type="submit" className="button admin-button">
          Search
        </button>
      </form>
      <div aria-live="polite">
        {state.kind === 'searching' && <p>Searching…</p>}
        {state.kind === 'failed' && <p className="admin-error">{state.message}</p>}
        {state.kind === 'found' && state.found.results.length === 0 && <p>No registration matches “{state.query}”.</p>}
        {state.kind === 'found' && state.found.results.length > 0 && (
          <p className="visually-hidden">
            {state.found.results.length} {state.found.results.length === 1 ? 'registration' : 'registrations'} found.
          </p>
        )}
      </div>
      <ActionMessage outcome={undone} />
      {state.kind === 'found' && state.found.results.length > 0 && !open && (
        <p className="admin-hint desk-search__closed">{checkInClosedText(state.found.day)}</p>
      )}
      {state.kind === 'found' && state.found.results.length > 0 && (
        <ul className="desk-search__results">
          {deskRowsOf(state.found).map((registration) => {
            const personItem = (person: DeskPersonRow) => (
              <DeskPerson
                key={person.key}
                person={open ? person : { ...person, target: null }}
                day={state.found.day}
                busy={busy}
                onCheckIn={onCheckIn}
                onUndone={(outcome) => {
                  setUndone(outcome);
                  setQuery((current) => (current ? { ...current } : current));
                }}
              />
            );
            return (
              <li key={registration.key} className="desk-registration">
                <h3>{registration.name}</h3>
                <p className="admin-hint">
                  {registration.registrationId ? `${registration.registrationId} · ` : ''}
                  {registration.tier}
                </p>
                {registration.cancelled && (
                  <div className="desk-registration__refused" role="note">
                    <p className="desk-registration__refusal">Cancelled — do not admit</p>
                    <p>The registration was cancelled at the registrant&rsquo;s request. Send them to the help desk.</p>
                  </div>
                )}
                {!registration.paymentVerified && !registration.cancelled && (
                  <div className="desk-registration__unpaid">
                    <p>Payment not verified: not admitted yet.</p>
                    {registration.registrationId ? (
                      <p>
                        If they can show the bank&rsquo;s receipt,{' '}
                        <a href={`/verify/registration/${registration.registrationId}`} target="_blank" rel="noopener">
                          open the registration to verify the payment
                        </a>{' '}
                        (in a new tab), then search again.
                      </p>
                    ) : (
                      <p>
                        Ask an administrator to verify the payment; the registrant can show them the bank&rsquo;s
                        receipt.
                      </p>
                    )}
                  </div>
                )}
                <ul className="desk-registration__people">
                  {(registration.byPass ? registration.persons.slice(0, 1) : registration.persons).map(personItem)}
                </ul>
                {registration.byPass && registration.persons.length > 1 && (
                  <details className="desk-registration__group">
                    <summary>
                      Their group: {registration.persons.length - 1} more{' '}
                      {registration.persons.length === 2 ? 'person' : 'people'}
                    </summary>
                    <ul className="desk-registration__people">{registration.persons.slice(1).map(personItem)}</ul>
                  </details>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
