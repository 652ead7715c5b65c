// The home page's countdown (features/home/countdown-section.tsx): "--" in the HTML, then the
// time left by the server's clock, every second.
import { timeLeft, type TimeLeft } from '../features/home/countdown';
import { now } from '../lib/clock';
import { whenClockKnown } from './clock-state';

export function enhanceCountdown(): void {
  const timer = document.querySelector<HTMLElement>('[data-countdown-target]');
  if (!timer) return;
  // No offset in the target string: it is midnight in the visitor's own time zone.
  const target = new Date(timer.dataset['countdownTarget'] ?? '');
  const values = [...timer.querySelectorAll<HTMLElement>('[data-unit]')].map((unit) => ({
    key: unit.dataset['unit'] as keyof TimeLeft,
    value: unit.querySelector('.countdown__value'),
  }));
  whenClockKnown(() => {
    const tick = () => {
      const left = timeLeft(target, now());
      for (const { key, value } of values) if (value) value.textContent = String(left[key]).padStart(2, '0');
    };
    tick();
    window.setInterval(tick, 1000);
  });
}
