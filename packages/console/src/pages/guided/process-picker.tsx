import type { ProcessId } from '@erp-agent/core';
import { PROCESS_GROUPS } from '../../chat/prompts.ts';
import { Section } from '../../components/section.tsx';

const CATEGORY_LABEL = {
  transaction: 'TRANSACTION',
  record: 'RECORD',
  report: 'REPORT',
  configuration: 'CONFIGURATION',
} as const;

/** The guided assistant's start view (000 section 2): four groups of processes, and the sample. */
export function ProcessPicker({ onPick, onSample }: { onPick: (process: ProcessId) => void; onSample: () => void }) {
  return (
    <>
      {PROCESS_GROUPS.map((group) => (
        <Section key={group.title} title={group.title}>
          <ul className="card-grid process-grid">
            {group.processes.map((process) => (
              <li key={process.id}>
                <button className="card process-card" type="button" onClick={() => onPick(process.id)}>
                  <span className="sidebar-glyph" aria-hidden="true">
                    {process.icon}
                  </span>
                  <span className="card-title">{process.title}</span>
                  <span className="muted">{process.description}</span>
                  <span className="tag">{CATEGORY_LABEL[process.category]}</span>
                </button>
              </li>
            ))}
          </ul>
        </Section>
      ))}
      <div className="note">
        <p>
          Or skip the processes: ask anything in natural language, and the agent works out what to do.{' '}
          <button className="link-button" type="button" onClick={onSample}>
            See a sample conversation about creating reports
          </button>
        </p>
      </div>
    </>
  );
}
