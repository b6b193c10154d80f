/** Text as XML character data: the five characters XML reserves, escaped. */
export function xmlText(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

/** A string as a JavaScript string literal, for generated SuiteScript. */
export function jsString(value: string): string {
  return JSON.stringify(value);
}
