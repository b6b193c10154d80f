import type { ReactNode } from 'react';

export interface PageHeaderProps {
  /** Upper-case and dotted (SYSTEM.DASHBOARD). */
  readonly title: string;
  readonly intro?: ReactNode;
  /** Buttons or links at the header's end. */
  readonly actions?: ReactNode;
}

/** The top of every signed-in screen: its title, a line about it, its actions. */
export function PageHeader({ title, intro, actions }: PageHeaderProps) {
  return (
    <div className="page-header">
      <div>
        <h1 className="page-title">{title}</h1>
        {intro !== undefined && <p className="muted">{intro}</p>}
      </div>
      {actions !== undefined && <div className="page-actions">{actions}</div>}
    </div>
  );
}
