import { CONFERENCE } from '@domain/conference';
import { Section } from '../../components/ui/section';
import type { TimeLeft } from './countdown';

const UNITS: readonly { key: keyof TimeLeft; label: string }[] = [
  { key: 'days', label: 'Days' },
  { key: 'hours', label: 'Hours' },
  { key: 'minutes', label: 'Minutes' },
  { key: 'seconds', label: 'Seconds' },
];

/**
 * The countdown as the HTML holds it: "--" in every unit, since a count from any clock but the
 * server's would first show, then jump. enhance/countdown.ts counts once the server's time is known.
 */
export function CountdownSection() {
  return (
    <Section id="countdown" title="Conference Starts In" className="countdown">
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
    </Section>
  );
}
