/**
 * Test data only. Oracle's worked TBA example from the NetSuite help topic "The Signature for Web
 * Services and RESTlets" (docs.oracle.com/en/cloud/saas/netsuite/ns-online-help/section_1534941088.html),
 * whose values "The Authorization Headers" (section_1534941295.html) reuses. The inputs are
 * Oracle's as printed there; the REST web services signature is the one that topic's header
 * example is quoted with by independent client test suites (the copy of Oracle's page available
 * when this was written was cut off before it). Both signatures were recomputed independently
 * with Python's standard library:
 *
 *   python3 -c "import hmac,hashlib,base64; print(base64.b64encode(hmac.new(KEY.encode(), BASE.encode(), hashlib.sha256).digest()).decode())"
 *
 * with KEY = consumer secret + '&' + token secret and BASE the base string below.
 */
export const ORACLE = {
  accountId: '123456',
  consumerKey: 'ef40afdd8abaac111b13825dd5e5e2ddddb44f86d5a0dd6dcf38c20aae6b67e4',
  consumerSecret: 'd26ad321a4b2f23b0741c8d38392ce01c3e23e109df6c96eac6d099e9ab9e8b5',
  tokenId: '2b0ce516420110bcbd36b69e99196d1b7f6de3c6234c5afb799b73d87569f5cc',
  tokenSecret: 'c29a677df7d5439a458c063654187e3d678d73aca8e3c9d8bea1478a3eb0d295',
  nonce: 'fjaLirsIcCGVZWzBX0pg',
  timestamp: 1508242306,
} as const;

/** Oracle's REST web services variant: GET of an employee record. */
export const ORACLE_REST = {
  method: 'GET',
  url: 'https://123456.suitetalk.api.netsuite.com/services/rest/record/v1/employee/40',
  baseString:
    'GET&https%3A%2F%2F123456.suitetalk.api.netsuite.com%2Fservices%2Frest%2Frecord%2Fv1%2Femployee%2F40' +
    '&oauth_consumer_key%3Def40afdd8abaac111b13825dd5e5e2ddddb44f86d5a0dd6dcf38c20aae6b67e4' +
    '%26oauth_nonce%3DfjaLirsIcCGVZWzBX0pg%26oauth_signature_method%3DHMAC-SHA256%26oauth_timestamp%3D1508242306' +
    '%26oauth_token%3D2b0ce516420110bcbd36b69e99196d1b7f6de3c6234c5afb799b73d87569f5cc%26oauth_version%3D1.0',
  signature: 'B5OIWznZ2YP0OB7VrJrGkYsTh+8H+5T9Hag+o92q0zY=',
} as const;

/**
 * Oracle's RESTlet variant: a POST whose query parameters join the base string. Oracle gives the
 * inputs and the steps; this signature is the Python computation above, not a quoted value.
 */
export const ORACLE_RESTLET = {
  method: 'POST',
  url: 'https://123456.restlets.api.netsuite.com/app/site/hosting/restlet.nl?script=6&deploy=1&customParam=someValue&testParam=someOtherValue',
  baseString:
    'POST&https%3A%2F%2F123456.restlets.api.netsuite.com%2Fapp%2Fsite%2Fhosting%2Frestlet.nl' +
    '&customParam%3DsomeValue%26deploy%3D1' +
    '%26oauth_consumer_key%3Def40afdd8abaac111b13825dd5e5e2ddddb44f86d5a0dd6dcf38c20aae6b67e4' +
    '%26oauth_nonce%3DfjaLirsIcCGVZWzBX0pg%26oauth_signature_method%3DHMAC-SHA256%26oauth_timestamp%3D1508242306' +
    '%26oauth_token%3D2b0ce516420110bcbd36b69e99196d1b7f6de3c6234c5afb799b73d87569f5cc%26oauth_version%3D1.0' +
    '%26script%3D6%26testParam%3DsomeOtherValue',
  signature: '+KK4SKNgz4ZiILGLwOMtfYlgcXSy1eis8ldE9X90azQ=',
} as const;

/** The protocol parameters Oracle's example signs, `realm` and `oauth_signature` aside. */
export const ORACLE_PROTOCOL_PARAMETERS = [
  ['oauth_consumer_key', ORACLE.consumerKey],
  ['oauth_token', ORACLE.tokenId],
  ['oauth_signature_method', 'HMAC-SHA256'],
  ['oauth_timestamp', String(ORACLE.timestamp)],
  ['oauth_nonce', ORACLE.nonce],
  ['oauth_version', '1.0'],
] as const;
