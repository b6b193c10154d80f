/** A 200 answer with a JSON body under the media type NetSuite gives that resource. */
export function jsonResponse(body: unknown, contentType: string): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': contentType } });
}
