import { useQuery } from '@tanstack/react-query';
import type { MouseEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { MarkdownView } from '../../components/markdown-view.tsx';
import { QueryView } from '../../components/query-view.tsx';
import { CATEGORY_LABELS } from './categories.ts';
import { articleQuery } from './docs-client.ts';
import { articleLink, leavesTheSite } from './document-links.ts';
import './docs.css';

/**
 * One article of the docs, its markdown as elements of core's allow-listed tree (paragraphs as the
 * source wraps them). Links to other articles stay in the console.
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
            <div className="article-body" onClick={followArticleLinks}>
              <MarkdownView
                markdown={article.body}
                breaks={false}
                className="markdown"
                href={articleLink}
                newTab={leavesTheSite}
              />
            </div>
          </article>
        )}
      </QueryView>
    </div>
  );
}
