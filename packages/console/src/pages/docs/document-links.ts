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

/** A link on an article's page: another article's page, or the address as written. */
export const articleLink = (href: string): string => articleHref(href) ?? href;

/** Only links that leave the site open in a new tab; an article's links stay in the console. */
export const leavesTheSite = (href: string): boolean => /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(href);
