import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const ADMIN_USERNAME = 'admin';
/** The seeded admin's first password, which the first sign-in must replace. */
export const FIRST_ADMIN_PASSWORD = 'admin';
/**
 * The password the first-sign-in story (sign-in.spec.ts) gives the admin. Every other spec that
 * signs in runs after that story (a project dependency in playwright.config.ts) and uses this one.
 */
export const ADMIN_PASSWORD = 'Correct-Horse-Battery-9';

export async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.map(
      ({ id, help, nodes }) =>
        `${page.url()}: ${id} (${help}) at ${nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

export async function signIn(page: Page, username: string, password: string) {
  await page.getByLabel('USERNAME').fill(username);
  await page.getByLabel('PASSWORD', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
}
