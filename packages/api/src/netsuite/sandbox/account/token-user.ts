/**
 * The employee the sandbox's access token acts for, as a NetSuite token acts for one user: its
 * systems administrator, else the head of engineering, else the first employee. What the token
 * makes (a deploy, a saved search) is owned by them.
 */
export const TOKEN_USER_SQL = `select coalesce(
  (select min(id) from employee where title = 'Systems Administrator'),
  (select min(id) from employee where title = 'VP of Engineering'),
  (select min(id) from employee)) as id`;
