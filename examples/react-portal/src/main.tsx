import { StrictMode, useCallback, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { useAssistant } from './use-assistant.ts';

type Page = 'orders' | 'invoices';
const pageOf = (path: string): Page => (path.endsWith('/invoices') ? 'invoices' : 'orders');

/** A two-page portal with client-side navigation, to show the assistant surviving it. */
function Portal() {
  const assistant = useAssistant();
  const [page, setPage] = useState<Page>(() => pageOf(location.pathname));
  useEffect(() => {
    const onPop = () => setPage(pageOf(location.pathname));
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, []);
  const go = useCallback((next: Page) => {
    history.pushState(null, '', `/examples/react-portal/${next === 'invoices' ? 'invoices' : ''}`);
    setPage(next);
  }, []);
  // The portal's own action the agent may propose ("take me to the invoices page"); the
  // widget checks the argument against the schema before this handler runs.
  useEffect(
    () =>
      assistant?.registerAction({
        name: 'go_to_page',
        description: 'Go to a page of the portal: orders or invoices',
        parameters: {
          type: 'object',
          properties: { page: { type: 'string', enum: ['orders', 'invoices'] } },
          required: ['page'],
          additionalProperties: false,
        },
        handler: ({ page: next }) => {
          go(next === 'invoices' ? 'invoices' : 'orders');
          return `Showing your ${next}`;
        },
      }),
    [assistant, go],
  );

  return (
    <main>
      <h1>Acme portal</h1>
      <nav aria-label="Portal">
        <button type="button" aria-current={page === 'orders' ? 'page' : undefined} onClick={() => go('orders')}>
          Orders
        </button>{' '}
        <button type="button" aria-current={page === 'invoices' ? 'page' : undefined} onClick={() => go('invoices')}>
          Invoices
        </button>
      </nav>
      <h2>{page === 'orders' ? 'Your orders' : 'Your invoices'}</h2>
      <p>
        The assistant is imported from <code>@erp-agent/widget</code> and mounted once for the whole app.
      </p>
      <button type="button" disabled={!assistant} onClick={() => assistant?.open()}>
        Ask the assistant
      </button>
    </main>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <Portal />
  </StrictMode>,
);
