/** NetSuite's one answer to every failed login, whatever the reason: the reason is in the Login Audit Trail. */
export const INVALID_LOGIN_DETAIL =
  'Invalid login attempt. For more details, see the Login Audit Trail in the NetSuite UI at Setup > Users/Roles > User Management > View Login Audit Trail.';
