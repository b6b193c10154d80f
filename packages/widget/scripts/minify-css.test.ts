// @vitest-environment node
import type { Plugin, TransformPluginContext } from 'rollup';
import { describe, expect, it } from 'vitest';
import { WIDGET_CSS } from '../src/styles.ts';
import { minifyCss } from './minify-css.ts';

const FILE = '/widget/src/styles.ts';

/** The plugin's transform as Rollup calls it, with `this.error` throwing as Rollup's does. */
async function transformed(plugin: Plugin, code: string, id = FILE): Promise<string | null> {
  const context = {
    error: (message: string) => {
      throw new Error(message);
    },
  } as unknown as TransformPluginContext;
  const hook = plugin.transform;
  if (typeof hook !== 'function') throw new Error('no transform hook');
  const result = await hook.call(context, code, id);
  return result === null || result === undefined ? null : typeof result === 'string' ? result : (result.code ?? null);
}

const module = (css: string) => `export const WIDGET_CSS = \`${css}\`;\nexport const after = 1;\n`;

describe('minifyCss', () => {
  it('minifies the stylesheet and leaves the rest of the module alone', async () => {
    const code = await transformed(
      minifyCss(FILE),
      module('\n/* why */\n.a {\n  color: #ffffff;\n  margin: 0px;\n}\n'),
    );
    expect(code).toBe(module('.a{color:#fff;margin:0}'));
  });

  it('keeps every rule and declaration of the widget stylesheet, in order', async () => {
    const code = (await transformed(minifyCss(FILE), module(WIDGET_CSS))) ?? '';
    const minified = code.slice(code.indexOf('`') + 1, code.lastIndexOf('`'));
    const written = WIDGET_CSS.replace(/\/\*[\s\S]*?\*\//g, '');
    const blocks = (css: string) => css.split('{').length;
    const properties = (css: string) => [...css.matchAll(/[{;]\s*(-{0,2}[a-z][a-z-]*)\s*:/g)].map((match) => match[1]);
    expect(minified.length).toBeLessThan(written.length * 0.9);
    expect(blocks(minified)).toBe(blocks(written));
    expect(properties(minified)).toEqual(properties(written));
  });

  it('touches no other module', async () => {
    expect(await transformed(minifyCss(FILE), module('.a { color: red; }'), '/widget/src/other.ts')).toBeNull();
  });

  it('refuses a stylesheet it could not copy verbatim', async () => {
    await expect(transformed(minifyCss(FILE), module(`.a { width: \${size}px; }`))).rejects.toThrow(/template literal/);
    await expect(transformed(minifyCss(FILE), 'export const OTHER = 1;')).rejects.toThrow(/template literal/);
  });
});
