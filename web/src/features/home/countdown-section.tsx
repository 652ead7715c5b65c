import { CONFERENCE } from '@domain/conference';
import { CONFERENCE_DAYS, dayAfter, venueInstant } from '@domain/venue-time';
import { REGISTRATION_PATHS } from '../../content/registration-routes';
import type { TimeLeft } from './countdown';

const UNITS: readonly { key: keyof TimeLeft; label: string }[] = [
  { key: 'days', label: 'Days' },
  { key: 'hours', label: 'Hours' },
  { key: 'minutes', label: 'Minutes' },
  { key: 'seconds', label: 'Seconds' },
];

// When each conference day begins at the venue, and when the last one ends: the page's script
// (enhance/countdown.ts) reads them here, so it needs no domain module.
const DAY_STARTS = CONFERENCE_DAYS.map((day) => venueInstant(day).toISOString());
const LAST_DAY = CONFERENCE_DAYS.at(-1) ?? CONFERENCE.endDate;
const ENDS_AT = venueInstant(dayAfter(LAST_DAY)).toISOString();

/**
 * Before the conference, the countdown ("--" in the HTML, since a count from any clock but the
 * server's would first show, then jump); during it, which day it is; after it, thanks and where
 * the certificates are. enhance/countdown.ts shows the one the server's time calls for. The three
 * share one grid cell, so the section keeps its size whichever shows (no layout shift).
 */
export function CountdownSection() {
  return (
    <section
      className="section countdown"
      aria-labelledby="countdown-title"
      data-conference-days={DAY_STARTS.join(' ')}
      data-conference-ends={ENDS_AT}
    >
      <div className="countdown__phases">
        <div className="countdown__phase" data-phase="before">
          <h2 id="countdown-title">Conference Starts In</h2>
          <div
            role="timer"
            aria-label="Time until the conference starts"
            data-countdown-target={CONFERENCE.countdownTarget}
          >
            <ul className="countdown__units">
              {UNITS.map(({ key, label }) => (
                <li key={key} className="countdown__unit" data-unit={key}>
                  <span className="countdown__value">--</span>
                  <span className="countdown__label">{label}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div className="countdown__phase" data-phase="during" data-off="">
          <h2 id="countdown-during-title">Happening now</h2>
          <p className="countdown__day">
            Day <span data-conference-day>1</span> of {DAY_STARTS.length}
          </p>
        </div>
        <div className="countdown__phase" data-phase="after" data-off="">
          <h2 id="countdown-after-title">Thank you for joining us</h2>
          <p>
            The {CONFERENCE.name} has ended. Registrants who attended can download their certificate of participation
            from the <a href={REGISTRATION_PATHS.status}>registration status</a> page.
          </p>
        </div>
      </div>
    </section>
  );
}
