// @vitest-environment node
import { describe, expect, it } from 'vitest';

describe('the ES module on a server', () => {
  it('imports without a browser: nothing touches window or document until mount is called', async () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
    expect(typeof (globalThis as { document?: unknown }).document).toBe('undefined');
    const widget = await import('./index.ts');
    expect(typeof widget.mount).toBe('function');
    expect(widget.GREETING).toBe("Hello! I'm your ERP AI assistant. How can I help you today?");
  });
});
