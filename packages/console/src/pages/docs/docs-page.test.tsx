import type { Article, ArticleSummary } from '@erp-agent/core';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_FLAG_KEY } from '../../auth/session-cache.ts';
import { renderRoutes } from '../../test-support/render-routes.tsx';
import { jsonResponse, resetSession, routeFetch, session, shellHandlers } from '../../test-support/session-fixtures.ts';
import { articlesPath } from './docs-client.ts';

const EMBEDDING: ArticleSummary = {
  slug: 'embedding',
  title: 'Embedding the assistant',
  description: "The widget's one-line snippet.",
  category: 'integrations',
  type: 'Guide',
  readTimeMinutes: 6,
  difficulty: 'Intermediate',
};
const QUICK_START: ArticleSummary = {
  slug: 'quick-start',
  title: 'Quick start',
  description: 'Install and sign in.',
  category: 'getting-started',
  type: 'Tutorial',
  readTimeMinutes: 3,
  difficulty: 'Beginner',
};
const ALL = { articles: [QUICK_START, EMBEDDING] };

beforeEach(resetSession);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function serve(handlers: Parameters<typeof routeFetch>[0]) {
  const fetchMock = routeFetch({ [`GET ${articlesPath('', 'all')}`]: () => jsonResponse(200, ALL), ...handlers });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('DocsPage', () => {
  it('is open to visitors, in the public layout, without asking for a session', async () => {
    const fetchMock = serve({});
    renderRoutes('/docs');

    expect(await screen.findByRole('heading', { name: 'DOCUMENTATION' })).toBeDefined();
    expect(await screen.findByRole('link', { name: 'Embedding the assistant' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'HOME' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'INTEGRATIONS (1)' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'API.REFERENCE' }).getAttribute('href')).toBe('/api/docs');
    expect(screen.getByRole('link', { name: 'EMBEDDING' }).getAttribute('href')).toBe('/docs/embedding');
    expect(screen.getByRole('link', { name: 'AGENT' }).getAttribute('href')).toBe('/docs/agent');
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/auth/me')).toBe(false);
  });

  it('searches on title or description, and says the seed text when nothing matches', async () => {
    serve({
      [`GET ${articlesPath('snippet', 'all')}`]: () => jsonResponse(200, { articles: [EMBEDDING] }),
      [`GET ${articlesPath('zzz', 'all')}`]: () => jsonResponse(200, { articles: [] }),
    });
    const router = renderRoutes('/docs');
    const search = await screen.findByLabelText('SEARCH.DOCUMENTATION');

    await userEvent.type(search, 'snippet');
    const articles = screen.getByRole('region', { name: 'ARTICLES' });
    await waitFor(() => expect(within(articles).queryByText('Quick start')).toBeNull());
    expect(within(articles).getByText('Embedding the assistant')).toBeDefined();
    expect(router.state.location.search).toBe('?q=snippet');

    await userEvent.clear(search);
    await userEvent.type(search, 'zzz');
    expect(await screen.findByText('No documentation found matching your search.')).toBeDefined();
  });

  it('filters by category through the address', async () => {
    serve({ [`GET ${articlesPath('', 'getting-started')}`]: () => jsonResponse(200, { articles: [QUICK_START] }) });
    const router = renderRoutes('/docs');
    await userEvent.click(await screen.findByRole('button', { name: 'GETTING.STARTED (1)' }));
    await waitFor(() => expect(screen.queryByText('Embedding the assistant')).toBeNull());
    expect(router.state.location.search).toBe('?category=getting-started');
    expect(screen.getByRole('button', { name: 'GETTING.STARTED (1)' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('shows the articles loading, and why they could not be read', async () => {
    vi.stubGlobal(
      'fetch',
      routeFetch({ [`GET ${articlesPath('', 'all')}`]: () => new Promise<Response>(() => undefined) }),
    );
    renderRoutes('/docs');
    expect(await screen.findByText('LOADING.ARTICLES...')).toBeDefined();
    cleanup();
    resetSession();

    vi.stubGlobal(
      'fetch',
      routeFetch({
        [`GET ${articlesPath('', 'all')}`]: () => jsonResponse(503, { code: 'unavailable', message: 'Docs are away.' }),
      }),
    );
    renderRoutes('/docs');
    expect((await screen.findByRole('alert')).textContent).toBe('Docs are away.');
  });

  it('shows a signed-in user the docs inside the console shell', async () => {
    localStorage.setItem(AUTH_FLAG_KEY, 'true');
    serve({ 'GET /api/auth/me': () => jsonResponse(200, session()), ...shellHandlers() });
    renderRoutes('/docs');
    expect(await screen.findByRole('link', { name: 'Embedding the assistant' })).toBeDefined();
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeDefined();
    expect(screen.queryByRole('link', { name: 'HOME' })).toBeNull();
  });
});

describe('ArticlePage', () => {
  const article: Article = {
    ...EMBEDDING,
    body: 'The assistant is **one** tag.\nIt wraps here.\n\n## Options\n\n```html\n<script src="/widget.js"></script>\n```\n\nSee [the agent](agent.md#tools) and [Hono](https://hono.dev).\n\n<img src=x onerror=alert(1)>\n',
  };

  it('renders the markdown of the docs file safely, its links to other docs staying in the console', async () => {
    serve({ 'GET /api/articles/embedding': () => jsonResponse(200, article) });
    renderRoutes('/docs/embedding');

    expect(await screen.findByRole('heading', { level: 1, name: 'Embedding the assistant' })).toBeDefined();
    expect(screen.getByRole('heading', { level: 2, name: 'Options' })).toBeDefined();
    expect(screen.getByText('one').tagName).toBe('STRONG');
    // The source wraps its paragraphs: a single line break inside one is a space, as in any document.
    expect(screen.getByText(/The assistant is/).textContent).toBe('The assistant is one tag. It wraps here.');
    // A code block is shown as code (highlighted once the highlighter loads), with a copy button.
    const code = document.querySelector('.article-body pre code');
    expect(code?.textContent).toBe('<script src="/widget.js"></script>');
    expect(screen.getByRole('button', { name: 'COPY' })).toBeDefined();
    // A wide code block scrolls: it can take the keyboard's focus to be scrolled.
    expect(code?.closest('pre')?.getAttribute('tabindex')).toBe('0');
    expect(screen.getByRole('link', { name: 'the agent' }).getAttribute('href')).toBe('/docs/agent#tools');
    expect(screen.getByRole('link', { name: 'Hono' }).getAttribute('target')).toBe('_blank');
    expect(document.querySelector('.article-body img')).toBeNull();
    expect(screen.getByText(/INTEGRATIONS · Guide · Intermediate · 6 min/)).toBeDefined();
  });

  it('shows the article loading', async () => {
    serve({ 'GET /api/articles/embedding': () => new Promise<Response>(() => undefined) });
    renderRoutes('/docs/embedding');
    expect(await screen.findByText('LOADING.ARTICLE...')).toBeDefined();
  });

  it('says when the article does not exist', async () => {
    serve({
      'GET /api/articles/nope': () => jsonResponse(404, { code: 'not_found', message: 'The article was not found.' }),
    });
    renderRoutes('/docs/nope');
    expect((await screen.findByRole('alert')).textContent).toBe('The article was not found.');
    expect(screen.getByRole('link', { name: '← DOCUMENTATION' })).toBeDefined();
  });
});
