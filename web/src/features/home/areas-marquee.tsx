import { AREAS_OF_INTEREST } from '../../content/areas';
import type { AreaOfInterest } from '../../content/areas';
import { Section } from '../../components/ui/section';

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

/**
 * The areas of interest: a grid on phones, a marquee from 768 px. The track holds the list twice,
 * so moving it by half its width is one seamless pass; home.css moves it, pauses it while hovered
 * or while Pause is ticked (for keyboards and touch: WCAG 2.2.2), and shows the areas still, all in
 * view, for reduced motion. No script: it moves, and stops, from the first paint.
 */
export function AreasMarquee() {
  return (
    <Section id="areas" title="Conference Areas of Interest" className="areas">
      <label className="marquee__pause">
        <input type="checkbox" />
        Pause<span className="visually-hidden"> the moving list of areas</span>
      </label>
      <div className="marquee" data-testid="areas-marquee">
        <div className="marquee__track">
          <AreaList areas={AREAS_OF_INTEREST} />
          <AreaList areas={AREAS_OF_INTEREST} hidden />
        </div>
      </div>
    </Section>
  );
}
