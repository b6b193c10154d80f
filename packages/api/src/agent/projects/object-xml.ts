import { xmlText } from './xml.ts';

/**
 * Markup that is not an element tag (CDATA, comments, declarations) first, so a formula such as
 * `{total} < 5000` in CDATA is never read as a tag; then an element's start, end or empty tag.
 */
const MARKUP = /<!\[CDATA\[[\s\S]*?\]\]>|<!--[\s\S]*?-->|<[?!][\s\S]*?>|<(\/?)([A-Za-z_][\w.:-]*)[^>]*?(\/?)>/g;

interface Placement {
  /** Where the root element's content starts: just after its start tag. */
  readonly rootContent: number;
  /** The child's text, from the end of its start tag to the start of its end tag; an empty element's whole tag. */
  readonly child?: { readonly start: number; readonly end: number; readonly empty: boolean };
}

/** Where a child element of the root is, read tag by tag so a state's `<name>` is not the object's. */
function place(xml: string, tag: string): Placement | undefined {
  let depth = 0;
  let rootContent: number | undefined;
  let open: number | undefined;
  for (const match of xml.matchAll(MARKUP)) {
    const [markup, closing, name, empty] = match;
    if (name === undefined) continue;
    const at = match.index;
    if (closing === '/') {
      depth -= 1;
      if (depth === 1 && open !== undefined && name === tag) {
        return { rootContent: rootContent ?? 0, child: { start: open, end: at, empty: false } };
      }
      continue;
    }
    if (rootContent === undefined) rootContent = at + markup.length;
    if (depth === 1 && name === tag) {
      if (empty === '/') return { rootContent, child: { start: at, end: at + markup.length, empty: true } };
      open = at + markup.length;
    }
    if (empty !== '/') depth += 1;
  }
  return rootContent === undefined ? undefined : { rootContent };
}

/**
 * The object's XML with the root's `<tag>` holding `text` (escaped here), added at the top of
 * the root when it has none: SDF reads an object's fields whatever their order.
 */
export function setRootField(xml: string, tag: string, text: string): string {
  const placement = place(xml, tag);
  if (placement === undefined) return xml;
  const { child, rootContent } = placement;
  if (child === undefined) {
    return `${xml.slice(0, rootContent)}\n  <${tag}>${xmlText(text)}</${tag}>${xml.slice(rootContent)}`;
  }
  const replaced = child.empty ? `<${tag}>${xmlText(text)}</${tag}>` : xmlText(text);
  return `${xml.slice(0, child.start)}${replaced}${xml.slice(child.end)}`;
}

/**
 * The object's XML under another script id. Every mention moves, not only the root's attribute:
 * references to the object's own parts name it (`[scriptid=customworkflow_x.workflowstate1]`),
 * and a copy's must point at the copy's. Script ids are letters, digits and underscores, so a
 * word boundary keeps `customworkflow_x` from matching inside `customworkflow_x_2`.
 */
export function renameObject(xml: string, from: string, to: string): string {
  const escaped = from.replace(/\W/g, '\\$&');
  return xml.replace(new RegExp(`\\b${escaped}\\b`, 'g'), () => to);
}
