import { describe, expect, it } from 'vitest';
import { WIDGET_CSS } from './styles.ts';
import { contrastRatio, MIN_CONTRAST, parseRgb } from './theme-contrast.ts';

/** The custom properties a theme block of the stylesheet sets, as rgb triples. */
function themeColors(block: string): Record<string, readonly [number, number, number]> {
  const colors: Record<string, readonly [number, number, number]> = {};
  for (const [, name, hex] of block.matchAll(/(--erp-[a-z-]+):\s*#([0-9a-f]{6})/g)) {
    const value = Number.parseInt(hex ?? '', 16);
    colors[name ?? ''] = [(value >> 16) & 255, (value >> 8) & 255, value & 255];
  }
  return colors;
}

const PAIRS = [
  ['--erp-text', '--erp-surface'],
  ['--erp-muted', '--erp-surface'],
  ['--erp-accent-text', '--erp-accent'],
  ['--erp-text', '--erp-bubble'],
] as const;

describe('theme contrast', () => {
  it('parses opaque computed colours and leaves translucent or other spaces unjudged', () => {
    expect(parseRgb('rgb(29, 78, 216)')).toEqual([29, 78, 216]);
    expect(parseRgb('rgba(0, 0, 0, 1)')).toEqual([0, 0, 0]);
    expect(parseRgb('rgb(10 20 30 / 100%)')).toEqual([10, 20, 30]);
    expect(parseRgb('rgba(0, 0, 0, 0.5)')).toBeUndefined();
    expect(parseRgb('oklch(0.5 0.1 200)')).toBeUndefined();
  });

  it('measures the WCAG ratio both ways round', () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
    expect(contrastRatio([255, 255, 255], [0, 0, 0])).toBeCloseTo(21, 5);
    expect(contrastRatio([118, 118, 118], [255, 255, 255])).toBeCloseTo(4.54, 2);
    expect(contrastRatio([255, 255, 0], [255, 255, 255])).toBeLessThan(MIN_CONTRAST);
  });

  it('finds the default light and dark themes at AA or better', () => {
    const light = themeColors(WIDGET_CSS.slice(WIDGET_CSS.indexOf(':host {'), WIDGET_CSS.indexOf('}')));
    const darkStart = WIDGET_CSS.indexOf(':host([data-theme="dark"]) {');
    const dark = { ...light, ...themeColors(WIDGET_CSS.slice(darkStart, WIDGET_CSS.indexOf('}', darkStart))) };
    for (const theme of [light, dark]) {
      for (const [foreground, background] of PAIRS) {
        const text = theme[foreground];
        const behind = theme[background];
        if (!text || !behind) throw new Error(`${foreground} or ${background} is not a hex colour in the stylesheet`);
        expect(contrastRatio(text, behind), `${foreground} on ${background}`).toBeGreaterThanOrEqual(MIN_CONTRAST);
      }
    }
  });
});
