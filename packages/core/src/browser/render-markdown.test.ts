// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderDocument, renderMarkdown } from './render-markdown.ts';

/** Payloads from OWASP's XSS filter evasion cheat sheet and from real markdown-renderer bugs. */
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/xss.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="x" ONERROR="alert(1)">',
  '<body onload=alert(1)>',
  '<div onmouseover="alert(1)">hover</div>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href="jav&#x09;ascript:alert(1)">click</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">click</a>',
  '[click](javascript:alert(1))',
  '[click](  javascript:alert(1)  )',
  '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '![x](javascript:alert(1))',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<input autofocus onfocus=alert(1)>',
  '<style>body { background: url("javascript:alert(1)") }</style>',
  '<p style="background:url(javascript:alert(1))">styled</p>',
  '<div style="position:fixed;inset:0;z-index:99999">overlay</div>',
  '<p class="fixed inset-0">borrowed classes</p>',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror=alert(1)></video>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><script>alert(1)</script></template>',
  '"><img src=x onerror=alert(1)>',
  '`<img src=x onerror=alert(1)>`',
] as const;

const FORBIDDEN_TAGS = [
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'form',
  'input',
  'svg',
  'math',
  'img',
  'link',
  'meta',
  'base',
  'video',
  'template',
];

function problemsIn(html: string): string[] {
  const root = new DOMParser().parseFromString(`<div id="root">${html}</div>`, 'text/html').getElementById('root');
  if (!root) return ['unparseable'];
  const problems: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    if (FORBIDDEN_TAGS.includes(tag)) problems.push(`<${tag}>`);
    if (element.namespaceURI !== 'http://www.w3.org/1999/xhtml') problems.push(`foreign ${tag}`);
    for (const { name, value } of element.attributes) {
      if (name.startsWith('on')) problems.push(`${tag}[${name}]`);
      if (name === 'style' || name === 'class' || name === 'srcdoc') problems.push(`${tag}[${name}]`);
      if (/^\s*(javascript|data|vbscript):/i.test(value.replace(/[\p{Cc}\s]/gu, '')))
        problems.push(`${tag}[${name}=${value}]`);
    }
  }
  return problems;
}

describe('renderMarkdown', () => {
  it.each(PAYLOADS)('renders %j inert', (payload) => {
    const html = renderMarkdown(payload);
    expect(problemsIn(html)).toEqual([]);
    expect(problemsIn(renderMarkdown(`Here you go:\n\n${payload}\n\n**done**`))).toEqual([]);
  });

  it('finds the problems it checks for, so the check above can fail', () => {
    expect(problemsIn('<img src=x onerror=alert(1)><a href="javascript:x">a</a><svg></svg>')).toEqual([
      '<img>',
      'img[onerror]',
      'a[href=javascript:x]',
      '<svg>',
      'foreign svg',
    ]);
  });

  it('renders the markdown a reply uses', () => {
    const html = renderMarkdown(
      '## Open invoices\n\nFound **3** invoices over *5,000*.\n\n- INV-1\n- INV-2\n\n| id | total |\n|---|---:|\n| 7 | 5,200 |\n\n`SELECT 1`\n\n```sql\nSELECT id FROM transaction\n```',
    );
    expect(html).toContain('<h2>Open invoices</h2>');
    expect(html).toContain('<strong>3</strong>');
    expect(html).toContain('<em>5,000</em>');
    expect(html).toContain('<li>INV-1</li>');
    expect(html).toContain('<th align="right">total</th>');
    expect(html).toContain('<code>SELECT 1</code>');
    expect(html).toContain('<pre><code>SELECT id FROM transaction\n</code></pre>');
  });

  it('opens links in a new tab without handing over the page', () => {
    const html = renderMarkdown('See [the docs](https://docs.example/suiteql) or mail <ops@example.com>.');
    expect(html).toContain(
      '<a href="https://docs.example/suiteql" target="_blank" rel="noopener noreferrer nofollow">the docs</a>',
    );
    expect(html).toContain('href="mailto:ops@example.com"');
  });

  it('keeps single line breaks, as chat text expects', () => {
    expect(renderMarkdown('line one\nline two')).toBe('<p>line one<br>line two</p>\n');
  });

  it('shows HTML written into the text as text', () => {
    expect(renderMarkdown('Use the <customer> record')).toBe('<p>Use the &lt;customer&gt; record</p>\n');
    expect(renderMarkdown('<img src=x onerror=alert(1)>')).toBe('&lt;img src=x onerror=alert(1)&gt;');
  });
});

describe('renderDocument', () => {
  it.each(PAYLOADS)('renders %j inert', (payload) => {
    expect(problemsIn(renderDocument(payload))).toEqual([]);
  });

  it('joins a paragraph the source wraps, and keeps links within the site in the tab', () => {
    const html = renderDocument('One line\nwraps here.\n\n[Agent](agent.md) and [Hono](https://hono.dev)');
    expect(html).toContain('<p>One line\nwraps here.</p>');
    expect(html).toContain('<a href="agent.md">Agent</a>');
    expect(html).toContain('<a href="https://hono.dev" target="_blank" rel="noopener noreferrer nofollow">Hono</a>');
  });
});
