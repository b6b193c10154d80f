/**
 * Test helper: the sandbox's consent page walked as a browser would. It loads the page at an
 * authorize URL, reads the form's hidden fields and posts the decision, and returns where the
 * sandbox redirects to.
 */
export type Fetcher = (request: Request) => Response | Promise<Response>;

const ENTITIES: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};
const unescapeHtml = (value: string) =>
  value.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);

/** The consent form's hidden fields, as the page renders them. */
export function consentFormFields(page: string): URLSearchParams {
  const fields = new URLSearchParams();
  for (const [, name, value] of page.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)) {
    if (name !== undefined && value !== undefined) fields.append(name, unescapeHtml(value));
  }
  return fields;
}

export async function decideConsent(fetcher: Fetcher, authorizeUrl: string, decision: 'allow' | 'deny'): Promise<URL> {
  const page = await fetcher(new Request(authorizeUrl));
  if (page.status !== 200) throw new Error(`the consent page answered ${page.status}: ${await page.text()}`);
  const fields = consentFormFields(await page.text());
  fields.set('decision', decision);
  const answer = await fetcher(
    new Request(authorizeUrl.split('?')[0] ?? authorizeUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: fields.toString(),
      redirect: 'manual',
    }),
  );
  const location = answer.headers.get('Location');
  if (answer.status !== 302 || location === null)
    throw new Error(`the consent answered ${answer.status}: ${await answer.text()}`);
  return new URL(location);
}
