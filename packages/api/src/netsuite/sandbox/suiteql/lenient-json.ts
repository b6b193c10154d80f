/**
 * JSON as NetSuite reads request bodies: raw line breaks and tabs inside a string are taken
 * as written. SuiteQL is often sent as a multi-line query pasted into the JSON body (the
 * `netsuite-rest` README does so), which strict JSON refuses.
 */
export function parseLenientJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    const repaired = escapeControlCharactersInStrings(text);
    if (repaired === text) throw error;
    return JSON.parse(repaired);
  }
}

const ESCAPES: Readonly<Record<string, string>> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

function escapeControlCharactersInStrings(text: string): string {
  let inString = false;
  let escaped = false;
  let out = '';
  for (const char of text) {
    if (inString && !escaped && char < ' ') {
      out += ESCAPES[char] ?? `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
      continue;
    }
    if (inString && !escaped && char === '"') inString = false;
    else if (!inString && char === '"') inString = true;
    escaped = inString && !escaped && char === '\\';
    out += char;
  }
  return out;
}
