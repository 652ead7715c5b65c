import type { ReactNode } from 'react';

/** A page section labelled by its own h2, so landmarks and the heading outline agree. */
export function Section({
  id,
  title,
  children,
  className,
}: {
  id: string;
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={className ? `section ${className}` : 'section'} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}
