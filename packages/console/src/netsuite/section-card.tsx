import type { ReactNode } from 'react';
import './section-card.css';

export interface SectionFigure {
  readonly label: string;
  readonly value: ReactNode;
  /** Across the card's width, for a figure that is a list (FEATURES). */
  readonly wide?: boolean;
}

/** One record of a NetSuite section as a card: its name, badges, a line about it and its figures. */
export function SectionCard({
  title,
  badges,
  description,
  figures,
}: {
  readonly title: string;
  readonly badges: ReactNode;
  readonly description: string | null;
  readonly figures: readonly SectionFigure[];
}) {
  return (
    <>
      <div className="section-card-head">
        <h2>{title}</h2>
        <div className="section-card-badges">{badges}</div>
      </div>
      {description !== null && <p className="muted">{description}</p>}
      <dl className="section-card-figures">
        {figures.map((figure) => (
          <div key={figure.label} data-wide={figure.wide}>
            <dt>{figure.label}</dt>
            <dd>{figure.value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
