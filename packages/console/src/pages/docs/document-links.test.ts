import { describe, expect, it } from 'vitest';
import { articleHref } from './document-links.ts';

describe('articleHref', () => {
  it('sends links to other docs files to their article pages', () => {
    expect(articleHref('agent.md')).toBe('/docs/agent');
    expect(articleHref('./embedding.md#events')).toBe('/docs/embedding#events');
    expect(articleHref('docs/security.md')).toBe('/docs/security');
  });

  it('leaves every other link alone', () => {
    expect(articleHref('https://example.com/x.md')).toBeUndefined();
    expect(articleHref('../packages/api/README.md')).toBeUndefined();
    expect(articleHref('#section')).toBeUndefined();
  });
});
