import type { ReactNode } from 'react';
import { PageHeader } from '../../components/page-header.tsx';
import { DynamicsGate } from '../../dynamics/dynamics-gate.tsx';
import './dynamics.css';

/** A Dynamics 365 screen: its title, then its content once the user is connected. */
export function DynamicsPage({
  title,
  intro,
  actions,
  children,
}: {
  readonly title: string;
  readonly intro: string;
  readonly actions?: ReactNode;
  readonly children: ReactNode;
}) {
  return (
    <div className="page">
      <PageHeader title={title} intro={intro} actions={actions} />
      <DynamicsGate>{children}</DynamicsGate>
    </div>
  );
}
