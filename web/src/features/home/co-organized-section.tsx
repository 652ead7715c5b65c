import { Section } from '../../components/ui/section';
import { PARTNER_LOGO, PARTNER_UNIVERSITY } from '../../content/site';

export function CoOrganizedSection() {
  return (
    <Section id="co-organized" title="Co-Organized By" className="co-organized">
      <figure>
        <img
          src={PARTNER_LOGO.src}
          alt={PARTNER_LOGO.alt}
          width={PARTNER_LOGO.width}
          height={PARTNER_LOGO.height}
          loading="lazy"
          decoding="async"
        />
        <figcaption>{PARTNER_UNIVERSITY}</figcaption>
      </figure>
    </Section>
  );
}
