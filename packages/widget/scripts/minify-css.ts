/**
 * A Rollup plugin that minifies the widget's stylesheet as it is bundled: `WIDGET_CSS` is a
 * template literal written to be read (comments, one rule a line), and a JavaScript minifier
 * leaves a string's contents alone.
 */
import { transform } from 'esbuild';
import type { Plugin } from 'rollup';

/** The browsers es2022 means, so the minifier writes no CSS they lack. */
const CSS_TARGET = ['chrome94', 'edge94', 'firefox93', 'safari16'];

const STYLESHEET = /(export const WIDGET_CSS = `)([^`]*)(`;)/;

/** Backslashes, backticks and `${` mean something in a template literal: CSS holding them is not copied verbatim. */
const TEMPLATE_SYNTAX = /[\\`]|\$\{/;

export function minifyCss(file: string): Plugin {
  return {
    name: 'minify-widget-css',
    async transform(code, id) {
      if (id !== file) return null;
      const css = STYLESHEET.exec(code)?.[2];
      if (css === undefined || TEMPLATE_SYNTAX.test(css)) {
        this.error(`${file}: WIDGET_CSS is no longer one plain template literal`);
      }
      const minified = (await transform(css, { loader: 'css', minify: true, target: CSS_TARGET })).code.trim();
      if (TEMPLATE_SYNTAX.test(minified)) this.error(`${file}: the minified stylesheet needs escaping`);
      return {
        code: code.replace(STYLESHEET, (_match, start: string, _css, end: string) => start + minified + end),
        map: null,
      };
    },
  };
}
