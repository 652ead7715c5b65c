import type { ReactNode } from 'react';

/** The banner every information page opens with: its one h1 and an optional subtitle. */
export function PageHero({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="page-hero">
      <h1>{title}</h1>
      {children && <p className="page-hero__subtitle">{children}</p>}
    </header>
  );
}
