// The home page's countdown section (features/home/countdown-section.tsx): before the conference,
// "--" in the HTML, then the time left by the server's clock, every second; during it, which day
// it is; after it, the thanks. The phase follows the server's clock too, and changes while the page
// is open.
import { timeLeft, type TimeLeft } from '../features/home/countdown';
import { now } from '../lib/clock';
import { whenClockKnown } from './clock-state';

type Phase = 'before' | 'during' | 'after';

export function enhanceCountdown(): void {
  const section = document.querySelector<HTMLElement>('[data-conference-days]');
  const timer = section?.querySelector<HTMLElement>('[data-countdown-target]');
  if (!section || !timer) return;
  const dayStarts = (section.dataset['conferenceDays'] ?? '').split(' ').map((iso) => new Date(iso).getTime());
  const endsAt = new Date(section.dataset['conferenceEnds'] ?? '').getTime();
  // No offset in the target string: it is midnight in the visitor's own time zone.
  const target = new Date(timer.dataset['countdownTarget'] ?? '');
  const values = [...timer.querySelectorAll<HTMLElement>('[data-unit]')].map((unit) => ({
    key: unit.dataset['unit'] as keyof TimeLeft,
    value: unit.querySelector('.countdown__value'),
  }));
  const dayNumber = section.querySelector('[data-conference-day]');
  const phases = [...section.querySelectorAll<HTMLElement>('[data-phase]')];

  let shown: Phase | null = null;
  const show = (phase: Phase) => {
    if (phase === shown) return;
    shown = phase;
    for (const element of phases) {
      const on = element.dataset['phase'] === phase;
      element.toggleAttribute('data-off', !on);
      if (on) section.setAttribute('aria-labelledby', element.querySelector('h2')?.id ?? '');
    }
  };

  whenClockKnown(() => {
    const tick = () => {
      const at = now();
      const time = at.getTime();
      const started = dayStarts.filter((start) => start <= time).length;
      const left = timeLeft(target, at);
      for (const { key, value } of values) if (value) value.textContent = String(left[key]).padStart(2, '0');
      if (dayNumber) dayNumber.textContent = String(Math.max(started, 1));
      show(time >= endsAt ? 'after' : started > 0 ? 'during' : 'before');
    };
    tick();
    window.setInterval(tick, 1000);
  });
}
