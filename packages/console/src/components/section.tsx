import { type ReactNode, useId } from 'react';

export interface SectionProps {
  /** Upper-case and dotted, as every console label. */
  readonly title: string;
  readonly intro?: ReactNode;
  readonly children: ReactNode;
  readonly className?: string;
}

/** A titled band of a page, labelled by its heading for screen readers' landmarks. */
export function Section({ title, intro, children, className }: SectionProps) {
  const headingId = useId();
  return (
    <section className={className === undefined ? 'section' : `section ${className}`} aria-labelledby={headingId}>
      <h2 className="section-heading" id={headingId}>
        {title}
      </h2>
      {intro !== undefined && <p className="section-intro">{intro}</p>}
      {children}
    </section>
  );
}
