import { useEffect, useState } from 'react';
import { CONFERENCE } from '@domain/conference';
import { Section } from '../../components/ui/section';
import { now } from '../../lib/clock';
import { useClockKnown } from '../../lib/use-clock-known';
import { timeLeft } from './countdown';
import type { TimeLeft } from './countdown';

const UNITS: readonly { key: keyof TimeLeft; label: string }[] = [
  { key: 'days', label: 'Days' },
  { key: 'hours', label: 'Hours' },
  { key: 'minutes', label: 'Minutes' },
  { key: 'seconds', label: 'Seconds' },
];

export function CountdownSection() {
  // Null at build time, during hydration and until the server's time is known: a count from the
  // machine's own clock would first show, then jump.
  const [left, setLeft] = useState<TimeLeft | null>(null);
  const clockKnown = useClockKnown();

  useEffect(() => {
    if (!clockKnown) return;
    // No offset in the target string: it is midnight in the visitor's own time zone.
    const target = new Date(CONFERENCE.countdownTarget);
    const tick = () => setLeft(timeLeft(target, now()));
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [clockKnown]);

  return (
    <Section id="countdown" title="Conference Starts In" className="countdown">
      <div role="timer" aria-label="Time until the conference starts">
        <ul className="countdown__units">
          {UNITS.map(({ key, label }) => (
            <li key={key} className="countdown__unit" data-unit={key}>
              <span className="countdown__value">{left ? String(left[key]).padStart(2, '0') : '--'}</span>
              <span className="countdown__label">{label}</span>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
