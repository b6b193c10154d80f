/**
 * A theme is the page's to configure (custom properties, docs/embedding.md), so its contrast is
 * checked where it is used: in the browser, against WCAG AA for normal text (4.5:1).
 */
export const MIN_CONTRAST = 4.5;

/** Text and background custom properties that are drawn on each other. */
const PAIRS = [
  ['--erp-text', '--erp-surface'],
  ['--erp-muted', '--erp-surface'],
  ['--erp-accent-text', '--erp-accent'],
  ['--erp-text', '--erp-bubble'],
] as const;

type Rgb = readonly [number, number, number];

/** An opaque `rgb(r, g, b)` as browsers compute colours; anything else (alpha, other spaces) is not judged. */
export function parseRgb(color: string): Rgb | undefined {
  const match = /^rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)\s*(?:[,/]\s*([\d.]+%?)\s*)?\)$/.exec(color.trim());
  if (!match) return undefined;
  const alpha = match[4];
  if (alpha !== undefined && alpha !== '1' && alpha !== '100%') return undefined;
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** WCAG 2 relative luminance of an sRGB colour. */
function luminance([r, g, b]: Rgb): number {
  const [lr, lg, lb] = [r, g, b].map((channel) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
}

/** WCAG 2 contrast ratio, from 1 (none) to 21 (black on white). */
export function contrastRatio(foreground: Rgb, background: Rgb): number {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

export interface LowContrast {
  readonly foreground: string;
  readonly background: string;
  readonly ratio: number;
}

/**
 * The theme's pairs below AA as `root` resolves them: each property is given to a probe element
 * as its colour, which the browser computes to `rgb()` whatever the page wrote (hex, names, hsl).
 */
export function lowContrastPairs(root: HTMLElement): LowContrast[] {
  const probe = document.createElement('span');
  probe.hidden = true;
  root.append(probe);
  const resolve = (property: string) => {
    probe.style.color = `var(${property})`;
    return parseRgb(getComputedStyle(probe).color);
  };
  const found: LowContrast[] = [];
  for (const [foreground, background] of PAIRS) {
    const text = resolve(foreground);
    const behind = resolve(background);
    if (!text || !behind) continue;
    const ratio = contrastRatio(text, behind);
    if (ratio < MIN_CONTRAST) found.push({ foreground, background, ratio: Math.round(ratio * 100) / 100 });
  }
  probe.remove();
  return found;
}
