import type { Context } from 'hono';
import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The pages' one stylesheet, beside the authorize endpoint so a relative link finds it. */
export const STYLESHEET_FILE = 'sandbox-pages.css';

/**
 * The sandbox's pages load their stylesheet and nothing else: no script, no inline style, no
 * frame. A form may post back here and, for the consent page, on to the client's redirect URI
 * (Chromium checks `form-action` on the redirect a form submission leads to).
 */
function contentSecurityPolicy(formTargets: readonly string[]): string {
  return [
    "default-src 'none'",
    "style-src 'self'",
    `form-action ${["'self'", ...formTargets].join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

export interface PageOptions {
  readonly title: string;
  /** Origins a form on the page may lead to besides the sandbox itself. */
  readonly formTargets?: readonly string[];
  readonly status?: ContentfulStatusCode;
}

export function sendPage(c: Context, body: HtmlEscapedString | Promise<HtmlEscapedString>, options: PageOptions) {
  c.header('Content-Security-Policy', contentSecurityPolicy(options.formTargets ?? []));
  c.header('Cache-Control', 'no-store');
  c.header('Referrer-Policy', 'no-referrer');
  return c.html(
    html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${options.title} · NetSuite sandbox</title>
    <link rel="stylesheet" href="${STYLESHEET_FILE}" />
  </head>
  <body>
    <main class="sandbox-page">
      <p class="sandbox-brand">NetSuite sandbox</p>
      ${body}
    </main>
  </body>
</html>`,
    options.status ?? 200,
  );
}
