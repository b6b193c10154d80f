/** `agent.md`, `./embedding.md#events`, `docs/security.md`: another file of docs/, by its slug. */
const DOCS_FILE_LINK = /^(?:\.\/)?(?:docs\/)?([\w-]+)\.md(#[\w-]*)?$/;

/**
 * The docs link to each other as files (`embedding.md`), which is right on a code host; on the
 * screen the same link leads to that article's page.
 */
export function articleHref(href: string): string | undefined {
  const match = DOCS_FILE_LINK.exec(href);
  return match ? `/docs/${match[1]}${match[2] ?? ''}` : undefined;
}

/**
 * The rendered HTML made ready for the page: links to other docs point at their pages, and code
 * blocks and tables, which scroll sideways when wide, take keyboard focus so they can be scrolled.
 */
export function prepareArticle(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const anchor of template.content.querySelectorAll('a[href]')) {
    const target = articleHref(anchor.getAttribute('href') ?? '');
    if (target !== undefined) anchor.setAttribute('href', target);
  }
  for (const scroller of template.content.querySelectorAll('pre, table')) scroller.setAttribute('tabindex', '0');
  return template.innerHTML;
}
