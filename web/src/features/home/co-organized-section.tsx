import { LogoMark } from '../../components/ui/logo-mark';
import { Section } from '../../components/ui/section';
import { PARTNER_LOGO, PARTNER_UNIVERSITY } from '../../content/site';

// The partner's logo at 120 px; its figure caption names it, so the logo's own name is not read twice.
export function CoOrganizedSection() {
  return (
    <Section id="co-organized" title="Co-Organized By" className="co-organized">
      <figure>
        <LogoMark logo={PARTNER_LOGO} height={120} decorative />
        <figcaption>{PARTNER_UNIVERSITY}</figcaption>
      </figure>
    </Section>
  );
}
