import { ARTICLE_CATEGORIES, type ArticleCategory, articleCategorySchema, NO_ARTICLES_TEXT } from '@erp-agent/core';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useId } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../components/page-header.tsx';
import { QueryView } from '../../components/query-view.tsx';
import { Section } from '../../components/section.tsx';
import { CATEGORY_LABELS } from './categories.ts';
import { articlesQuery } from './docs-client.ts';
import './docs.css';

const QUICK_LINKS = [
  { label: 'API.REFERENCE', to: '/api/docs', description: 'Every endpoint, live (OpenAPI).', external: true },
  { label: 'EMBEDDING', to: '/docs/embedding', description: 'Put the assistant on any page.', external: false },
  { label: 'AGENT', to: '/docs/agent', description: 'What the agent understands and does.', external: false },
] as const;

/**
 * A category's article count, in room kept for it before the count arrives: the buttons growing by
 * it wrapped the list onto another line at 412 px and moved the page below.
 */
function CategoryCount({ count }: { count: number | undefined }) {
  return <span className="category-count">{count === undefined ? '' : `(${count})`}</span>;
}

/**
 * DOCUMENTATION (001 section 2): the repository's own docs, searched on title or description,
 * filtered by category, with quick links. Search text and category live in the address.
 */
export function DocsPage() {
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const parsed = articleCategorySchema.safeParse(params.get('category'));
  const category: ArticleCategory | 'all' = parsed.success ? parsed.data : 'all';
  const deferredSearch = useDeferredValue(search.trim());
  const everything = useQuery(articlesQuery('', 'all'));
  const matching = useQuery(articlesQuery(deferredSearch, category));
  const searchId = useId();

  const update = (key: 'q' | 'category', value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === '' || value === 'all') next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );

  const countIn = (option: ArticleCategory) =>
    everything.data?.articles.filter((article) => article.category === option).length;

  return (
    <div className="page docs-page">
      <PageHeader title="DOCUMENTATION" intro="Guides and references for running, connecting and using the agent." />
      <search className="docs-search">
        <label className="field-label" htmlFor={searchId}>
          SEARCH.DOCUMENTATION
        </label>
        <input
          className="input"
          id={searchId}
          type="search"
          value={search}
          placeholder="Search documentation..."
          maxLength={200}
          onChange={(event) => update('q', event.target.value)}
        />
      </search>
      <Section title="CATEGORIES">
        <ul className="plain-list category-list">
          <li>
            <button
              className="button button-small"
              type="button"
              aria-pressed={category === 'all'}
              onClick={() => update('category', 'all')}
            >
              ALL <CategoryCount count={everything.data?.articles.length} />
            </button>
          </li>
          {ARTICLE_CATEGORIES.map((option) => (
            <li key={option}>
              <button
                className="button button-small"
                type="button"
                aria-pressed={category === option}
                onClick={() => update('category', option)}
              >
                {CATEGORY_LABELS[option]} <CategoryCount count={countIn(option)} />
              </button>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="ARTICLES">
        <QueryView
          query={matching}
          label="ARTICLES"
          placeholder={<div className="article-list-placeholder" />}
          isEmpty={(data) => data.articles.length === 0}
          empty={<p className="note">{NO_ARTICLES_TEXT}</p>}
        >
          {({ articles }) => (
            <ul className="plain-list article-list">
              {articles.map((article) => (
                <li className="article-item" key={article.slug}>
                  <h3 className="card-title">
                    <Link to={`/docs/${article.slug}`}>{article.title}</Link>
                  </h3>
                  <p>{article.description}</p>
                  <p className="muted">
                    {CATEGORY_LABELS[article.category]} · {article.type} · {article.difficulty} ·{' '}
                    {article.readTimeMinutes} min read
                  </p>
                </li>
              ))}
            </ul>
          )}
        </QueryView>
      </Section>
      <Section title="QUICK.LINKS">
        <ul className="plain-list card-grid">
          {QUICK_LINKS.map((link) => (
            <li className="card" key={link.label}>
              {link.external ? <a href={link.to}>{link.label}</a> : <Link to={link.to}>{link.label}</Link>}
              <p className="muted">{link.description}</p>
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}
