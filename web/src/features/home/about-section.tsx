import { Section } from '../../components/ui/section';
import { ABOUT_PARAGRAPHS } from '../../content/home';

export function AboutSection() {
  return (
    <Section id="about" title="About the Conference" className="prose">
      {ABOUT_PARAGRAPHS.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </Section>
  );
}
