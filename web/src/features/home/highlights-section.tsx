import { Section } from '../../components/ui/section';
import { HIGHLIGHTS } from '../../content/highlights';
import type { HighlightIcon } from '../../content/highlights';

const ICON_PATHS: Record<HighlightIcon, string> = {
  people:
    'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm8 0a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM1 21v-2a6 6 0 0 1 12 0v2Zm14 0v-2a7 7 0 0 0-1.5-4.3A5 5 0 0 1 23 18v3Z',
  paper: 'M6 2h8l5 5v15H6Zm7 1.5V8h4.5ZM8 12h9v1.5H8Zm0 3h9v1.5H8Zm0 3h6v1.5H8Z',
  check: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-1.5 14.2-4.2-4.2 1.4-1.4 2.8 2.8 5.8-5.8 1.4 1.4Z',
  award: 'M12 2a7 7 0 1 0 0 14 7 7 0 0 0 0-14Zm-4 14.9V22l4-2 4 2v-5.1a9 9 0 0 1-8 0Z',
};

export function HighlightsSection() {
  return (
    <Section id="highlights" title="Conference Highlights">
      <ul className="highlights">
        {HIGHLIGHTS.map((highlight) => (
          <li key={highlight.title} className="card highlight">
            <svg width="40" height="40" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d={ICON_PATHS[highlight.icon]} fill="currentColor" />
            </svg>
            <h3>{highlight.title}</h3>
          </li>
        ))}
      </ul>
    </Section>
  );
}
