import type { ReactNode } from 'react';

/**
 * A section named by its own heading (the heading's id is the section's aria-labelledby), the
 * block the booking pages are built of: screen readers list each by its title.
 */
export function TitledSection({
  id,
  className,
  titleClassName,
  title,
  headingLevel = 2,
  children,
}: {
  /** The heading's id. */
  id: string;
  className: string;
  titleClassName: string;
  title: ReactNode;
  headingLevel?: 2 | 3;
  children: ReactNode;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={className} aria-labelledby={id}>
      <Heading id={id} className={titleClassName}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
