import type { ReactNode } from 'react';
import { isKnown, type Fact } from '../../content/fact';

/**
 * Whom to write to ("the conference secretary"): a mailto: link once the address is published, and
 * until then the same words with "(address to be announced)", never a link to a made-up address.
 */
export function MailLink({ address, children }: { address: Fact<string>; children: ReactNode }) {
  if (isKnown(address)) return <a href={`mailto:${address}`}>{children}</a>;
  return (
    <>
      {children} <span className="tba">(address to be announced)</span>
    </>
  );
}
