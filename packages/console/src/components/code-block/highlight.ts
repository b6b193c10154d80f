import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';
import { createLowlight } from 'lowlight';

/**
 * The languages replies and documents show: SuiteScript (JavaScript, TypeScript), SDF's object XML
 * and JSON. Loaded with the first code block, in a chunk of its own.
 */
const lowlight = createLowlight({ javascript, json, typescript, xml });

/** The code as highlight.js's tokens, a tree of text and classed spans; `undefined` for a language it does not know. */
export function highlight(code: string, language: string | undefined) {
  return language !== undefined && lowlight.registered(language) ? lowlight.highlight(language, code) : undefined;
}
