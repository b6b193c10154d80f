import { renderMarkdown } from '@erp-agent/core/browser';
import { useMemo } from 'react';

/**
 * Bot markdown, through core's parser and sanitiser: the HTML that comes out holds no script,
 * handler, style or foreign URL, which is what makes setting it safe.
 */
export function FormattedReply({ markdown }: { markdown: string }) {
  const html = useMemo(() => renderMarkdown(markdown), [markdown]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by core's renderMarkdown (DOMPurify allow-list)
  return <div className="markdown" dangerouslySetInnerHTML={{ __html: html }} />;
}
