import { Section } from '../../components/ui/section';
import { CELEBRATING } from '../../content/home';

export function CelebratingSection() {
  return (
    <Section id="celebrating" title={CELEBRATING.heading} className="prose">
      {CELEBRATING.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </Section>
  );
}
