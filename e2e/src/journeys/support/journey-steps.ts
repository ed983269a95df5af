import type { Page } from 'playwright-core';

export interface Account {
  readonly email: string;
  readonly password: string;
}

/** Logs in through /login and waits until the guest-only route has moved on (to `/` unless told otherwise). */
export async function logIn(page: Page, account: Account, landing: RegExp = /^\/(dashboard)?$/): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-Mail-Adresse').fill(account.email);
  await page.getByLabel('Passwort').fill(account.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.waitForURL((url) => landing.test(url.pathname));
}

/** Logs out through the user menu (its button is named after the user) and checks the stored session is gone. */
export async function logOut(page: Page, userName: string | RegExp): Promise<void> {
  await page.getByRole('button', { name: userName }).click();
  await page.getByRole('menuitem', { name: 'Abmelden' }).click();
  await page.waitForURL((url) => url.pathname === '/login');
  const stored = await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')]);
  if (stored.some((value) => value !== null)) throw new Error(`session still stored after logout: ${stored}`);
}

/** Waits for a toast (notistack, top right, 4 s) with exactly this text, or matching this pattern. */
export async function expectToast(page: Page, text: string | RegExp): Promise<void> {
  try {
    await page
      .locator('.notistack-SnackbarContainer')
      .getByText(text, { exact: typeof text === 'string' })
      .first()
      .waitFor();
  } catch (error) {
    const seen = await page
      .evaluate(() => (window as unknown as { __toastsSeen?: string[] }).__toastsSeen ?? [])
      .catch(() => ['(page gone)']);
    throw new Error(`no toast ${String(text)} at ${new Date().toISOString()}; toasts seen: ${JSON.stringify(seen)}`, {
      cause: error,
    });
  }
}

/** Waits until lazy chunks and data have arrived: no route loader, skeleton or spinner left on the page. */
export async function waitForContent(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('.MuiSkeleton-root, .MuiCircularProgress-root'));
  await page.evaluate(() => document.fonts.ready);
}

/** How many CSS pixels the page is wider than its viewport (0: no horizontal scrolling). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - document.documentElement.clientWidth));
}
