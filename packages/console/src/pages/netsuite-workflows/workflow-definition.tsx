import { useQuery } from '@tanstack/react-query';
import { CodeBlock } from '../../components/code-block/index.ts';
import { QueryView } from '../../components/query-view.tsx';
import { TimeAgo } from '../../components/time-ago.tsx';
import { workflowDefinitionQuery } from '../../netsuite/netsuite-sections-queries.ts';
import { SectionCard } from '../../netsuite/section-card.tsx';

/**
 * VIEW: a workflow's definition as the account holds it: what it runs on, what starts it, its
 * release status, its states in order with their actions, and the object XML behind them.
 */
export function WorkflowDefinitionView({ scriptId }: { readonly scriptId: string }) {
  const query = useQuery(workflowDefinitionQuery(scriptId));
  return (
    <QueryView query={query} label="WORKFLOW">
      {(workflow) => (
        <>
          <SectionCard
            title={workflow.scriptId}
            description={workflow.description}
            badges={<span className="tag">{workflow.releaseStatus}</span>}
            figures={[
              { label: 'RECORD.TYPE', value: workflow.recordTypes.join(', ') },
              { label: 'TRIGGERS', value: workflow.triggers.join(', ') },
              { label: 'CONDITION', value: workflow.condition ?? 'None' },
              { label: 'RELEASE.STATUS', value: workflow.isInactive ? 'Inactive' : workflow.releaseStatus },
              { label: 'LOGGING', value: workflow.logEnabled ? `On, history ${workflow.keepHistory}` : 'Off' },
              { label: 'RUNS.AS', value: workflow.runAsAdmin ? 'Administrator' : 'The user' },
              {
                label: 'DEPLOYED',
                value: (
                  <>
                    <TimeAgo at={workflow.deployedAt} /> by {workflow.project}
                  </>
                ),
                wide: true,
              },
            ]}
          />
          <h3 className="field-label">STATES</h3>
          <ol>
            {workflow.states.map((state) => (
              <li key={state.scriptId}>
                <strong>{state.name || state.scriptId}</strong>
                {state.actions.length === 0 ? (
                  <span className="muted">: no actions</span>
                ) : (
                  <ul>
                    {state.actions.map((action) => (
                      <li key={`${action.type}:${action.summary}`}>
                        {action.summary}
                        {action.role === null ? '' : ` (${action.role})`}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ol>
          <details>
            <summary>DEFINITION.XML</summary>
            <CodeBlock code={workflow.xml} language="xml" />
          </details>
        </>
      )}
    </QueryView>
  );
}
