import { useEffect, useRef } from 'react';
import { AREAS_OF_INTEREST } from '../../content/areas';
import type { AreaOfInterest } from '../../content/areas';
import { Section } from '../../components/ui/section';

// Spec section 4: 0.1 percent of the track per frame; the track holds the list twice, so
// 50 percent is one full pass and jumping back to 0 is seamless.
const STEP_PERCENT = 0.1;
const ONE_PASS_PERCENT = 50;
const MOVING = '(min-width: 768px) and (prefers-reduced-motion: no-preference)';

function AreaList({ areas, hidden }: { areas: readonly AreaOfInterest[]; hidden?: boolean }) {
  return (
    <ul className={hidden ? 'marquee__list marquee__list--copy' : 'marquee__list'} aria-hidden={hidden || undefined}>
      {areas.map((area) => (
        <li key={area.title} className="card area-card">
          <h3>{area.title}</h3>
          <p>{area.description}</p>
        </li>
      ))}
    </ul>
  );
}

export function AreasMarquee() {
  const trackRef = useRef<HTMLDivElement>(null);
  const paused = useRef(false);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const media = window.matchMedia(MOVING);
    let frame = 0;
    let position = 0;
    const step = () => {
      if (!paused.current) {
        position -= STEP_PERCENT;
        if (position <= -ONE_PASS_PERCENT) position = 0;
        // Through the CSSOM, not a style attribute: the CSP allows the former only.
        track.style.transform = `translateX(${position}%)`;
      }
      frame = requestAnimationFrame(step);
    };
    const restart = () => {
      cancelAnimationFrame(frame);
      if (media.matches) frame = requestAnimationFrame(step);
      else track.style.transform = '';
    };
    restart();
    media.addEventListener('change', restart);
    return () => {
      cancelAnimationFrame(frame);
      media.removeEventListener('change', restart);
    };
  }, []);

  const pause = () => (paused.current = true);
  const resume = () => (paused.current = false);

  return (
    <Section id="areas" title="Conference Areas of Interest" className="areas">
      <div
        className="marquee"
        onMouseEnter={pause}
        onMouseLeave={resume}
        onFocus={pause}
        onBlur={resume}
        data-testid="areas-marquee"
      >
        <div ref={trackRef} className="marquee__track">
          <AreaList areas={AREAS_OF_INTEREST} />
          <AreaList areas={AREAS_OF_INTEREST} hidden />
        </div>
      </div>
    </Section>
  );
}
