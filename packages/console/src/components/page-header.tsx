import type { ReactNode } from 'react';

export interface PageHeaderProps {
  /** Upper-case and dotted (SYSTEM.DASHBOARD). */
  readonly title: string;
  readonly intro?: ReactNode;
  /** Buttons or links at the header's end. */
  readonly actions?: ReactNode;
}

/** A dotted title may break after any of its dots on a narrow screen (SAP.BUSINESS.ONE.<wbr>COMMAND). */
function breakableTitle(title: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let offset = 0;
  for (const part of title.split('.')) {
    if (offset > 0) nodes.push('.', <wbr key={offset} />);
    nodes.push(part);
    offset += part.length + 1;
  }
  return nodes;
}

/** The top of every signed-in screen: its title, a line about it, its actions. */
export function PageHeader({ title, intro, actions }: PageHeaderProps) {
  return (
    <div className="page-header">
      <div>
        <h1 className="page-title">{breakableTitle(title)}</h1>
        {intro !== undefined && <p className="muted">{intro}</p>}
      </div>
      {actions !== undefined && <div className="page-actions">{actions}</div>}
    </div>
  );
}
