import { useEffect, useId, useState, type FormEvent } from 'react';
import type { CheckInSearch } from '@domain/api/check-in';
import { CHECK_IN_SEARCH_TOO_SHORT } from '@domain/messages';
import { checkInSearchResponse } from '../api-responses';
import { formatVenueTime } from '../format';
import { useAdminRequest } from '../tools/admin-request';

type SearchState =
  | { kind: 'idle' }
  | { kind: 'searching'; query: string }
  | { kind: 'found'; query: string; found: CheckInSearch }
  | { kind: 'failed'; message: string };

/** A person's check-in today, as the desk reads it. */
function checkedInText(checkedIn: { at: string; by: string; desk?: string | undefined } | null): string {
  if (!checkedIn) return 'Not checked in today';
  return `Checked in at ${formatVenueTime(checkedIn.at)} by ${checkedIn.desk ?? checkedIn.by}`;
}

/**
 * Finds people by name, e-mail address or registration ID (GET /api/admin/check-in/search), for a
 * pass that will not scan or a registrant without one: one tap on "Check in" per person. Asks
 * again after each check-in (`generation`), so the list shows who has arrived.
 */
export function DeskSearch({
  generation,
  busy,
  onCheckIn,
}: {
  generation: number;
  busy: boolean;
  onCheckIn: (target: { registrationId: string; person: string }) => void;
}) {
  const request = useAdminRequest();
  const id = useId();
  const [text, setText] = useState('');
  // An object, so searching the same words again asks again.
  const [query, setQuery] = useState<{ text: string } | null>(null);
  const [state, setState] = useState<SearchState>({ kind: 'idle' });

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
    const wanted = text.trim();
    if (wanted.length < 2) {
      setState({ kind: 'failed', message: CHECK_IN_SEARCH_TOO_SHORT });
      return;
    }
    setState({ kind: 'searching', query: wanted });
    setQuery({ text: wanted });
  }

  return (
    <section className="desk-search" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Find a person</h2>
      <form className="desk-search__form" onSubmit={search} role="search" noValidate>
        <div className="admin-field">
          <label htmlFor={`${id}-q`}>Name, e-mail or registration ID</label>
          <input id={`${id}-q`} type="search" value={text} onChange={(event) => setText(event.target.value)} />
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
      {state.kind === 'found' && state.found.results.length > 0 && (
        <ul className="desk-search__results">
          {state.found.results.map((registration) => (
            <li key={registration.registrationId} className="desk-registration">
              <h3>{registration.name}</h3>
              <p className="admin-hint">
                {registration.registrationId} · {registration.tier}
              </p>
              {!registration.paymentVerified && (
                <p className="desk-registration__unpaid">Payment not verified: not admitted yet.</p>
              )}
              <ul className="desk-registration__people">
                {registration.persons.map((person) => (
                  <li key={person.person} className="desk-person">
                    <div>
                      <p className="desk-person__name">{person.name}</p>
                      <p className="admin-hint">{person.organization}</p>
                      <p
                        className={
                          person.checkedIn ? 'desk-person__state desk-person__state--in' : 'desk-person__state'
                        }
                      >
                        {checkedInText(person.checkedIn)}
                      </p>
                    </div>
                    {registration.paymentVerified && (
                      <button
                        type="button"
                        className="button admin-button desk-person__check-in"
                        disabled={busy}
                        onClick={() =>
                          onCheckIn({ registrationId: registration.registrationId, person: person.person })
                        }
                      >
                        Check in<span className="visually-hidden"> {person.name}</span>
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
