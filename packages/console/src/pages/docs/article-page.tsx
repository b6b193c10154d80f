import { renderDocument } from '@erp-agent/core/browser';
import { useQuery } from '@tanstack/react-query';
import type { MouseEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { QueryView } from '../../components/query-view.tsx';
import { CATEGORY_LABELS } from './categories.ts';
import { articleQuery } from './docs-client.ts';
import { prepareArticle } from './document-links.ts';
import './docs.css';

/**
 * One article of the docs, its markdown rendered by core's document renderer (marked, then
 * DOMPurify's allow-list). Links to other articles stay in the console.
 */
export function ArticlePage() {
  const { slug = '' } = useParams();
  const query = useQuery(articleQuery(slug));
  const navigate = useNavigate();

  const followArticleLinks = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as HTMLElement).closest('a');
    const href = anchor?.getAttribute('href');
    if (!href?.startsWith('/docs/') || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigate(href);
  };

  return (
    <div className="page docs-page">
      <p>
        <Link to="/docs">← DOCUMENTATION</Link>
      </p>
      <QueryView query={query} label="ARTICLE">
        {(article) => (
          <article className="article" aria-labelledby="article-title">
            <h1 className="page-title" id="article-title">
              {article.title}
            </h1>
            <p className="muted">
              {CATEGORY_LABELS[article.category]} · {article.type} · {article.difficulty} · {article.readTimeMinutes}{' '}
              min read
            </p>
            {/* biome-ignore lint/a11y/noStaticElementInteractions: the clicks are the rendered links', each a real <a> */}
            {/* biome-ignore lint/a11y/useKeyWithClickEvents: Enter on a link is a click */}
            <div
              className="article-body"
              onClick={followArticleLinks}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: renderDocument sanitises with DOMPurify's allow-list
              dangerouslySetInnerHTML={{ __html: prepareArticle(renderDocument(article.body)) }}
            />
          </article>
        )}
      </QueryView>
    </div>
  );
}
