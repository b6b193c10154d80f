import { type ReactNode, useId } from 'react';

export interface CardProps {
  readonly title: string;
  /** A small label above the title: a step number, a tag. */
  readonly eyebrow?: string;
  readonly children?: ReactNode;
  readonly highlighted?: boolean;
  /** The heading level the card's title takes in the page's outline. */
  readonly level?: 2 | 3;
}

/** The bordered panel every list of things on the console is made of, named by its title. */
export function Card({ title, eyebrow, children, highlighted = false, level = 3 }: CardProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const titleId = useId();
  return (
    <article className="card" data-highlighted={highlighted || undefined} aria-labelledby={titleId}>
      {eyebrow !== undefined && <p className="card-eyebrow">{eyebrow}</p>}
      <Heading className="card-title" id={titleId}>
        {title}
      </Heading>
      {children}
    </article>
  );
}
