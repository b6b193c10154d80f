/**
 * NetSuite writes one account id three ways: `123456-sb1` as users copy it, `123456_SB1` as the
 * OAuth realm, and `123456-sb1` again in REST host names. Only letters, digits and single `-`
 * or `_` separators occur in real ids; anything else is refused so an id typed into a form can
 * never steer a host name (`evil.example#`) or break out of the quoted realm.
 */
const ACCOUNT_ID = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/i;

export function isNetsuiteAccountId(value: string): boolean {
  return ACCOUNT_ID.test(value);
}

function checked(accountId: string): string {
  if (!isNetsuiteAccountId(accountId)) throw new RangeError(`Not a NetSuite account id: ${JSON.stringify(accountId)}`);
  return accountId;
}

/** The realm NetSuite expects in a TBA header: `123456-sb1` -> `123456_SB1`. */
export function netsuiteRealm(accountId: string): string {
  return checked(accountId).toUpperCase().replaceAll('-', '_');
}

/**
 * The sandbox's side of the same rule: a header's realm is accepted only in the exact form
 * NetSuite gives it, so a client that forgets to normalise fails here as it would on NetSuite.
 */
export function realmMatchesAccount(realm: string, accountId: string): boolean {
  return isNetsuiteAccountId(accountId) && realm === netsuiteRealm(accountId);
}

/** The REST web services host of an account: `123456_SB1` -> `123456-sb1.suitetalk.api.netsuite.com`. */
export function netsuiteRestHost(accountId: string): string {
  return `${checked(accountId).toLowerCase().replaceAll('_', '-')}.suitetalk.api.netsuite.com`;
}
