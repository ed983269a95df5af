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

/**
 * Waits for a toast (notistack, top right, 4 s) with this text, or matching this pattern, shown since the
 * last toast this step found on the page. The toasts are recorded as they are added to notistack's container (an
 * init script, `openPage`), so a toast counts even when it came and went between two polls of a busy browser: in
 * CI a "1 Ergebnis gefunden" toast was added 57 ms after the step began waiting for a visible one, and the step
 * still timed out 30 s later.
 */
export async function expectToast(page: Page, text: string | RegExp): Promise<void> {
  const wanted =
    typeof text === 'string'
      ? { exact: text, source: '', flags: '' }
      : { exact: null, source: text.source, flags: text.flags };
  try {
    await page.waitForFunction((want) => {
      const w = window as unknown as { __toastsSeen?: { text: string }[]; __toastsMatched?: number };
      const seen = w.__toastsSeen ?? [];
      const pattern = want.exact === null ? new RegExp(want.source, want.flags) : null;
      for (let i = w.__toastsMatched ?? 0; i < seen.length; i++) {
        const shown = seen[i].text;
        if (pattern ? pattern.test(shown) : shown.includes(want.exact as string)) {
          w.__toastsMatched = i + 1;
          return true;
        }
      }
      return false;
    }, wanted);
  } catch (error) {
    const seen = await page
      .evaluate(() => (window as unknown as { __toastsSeen?: unknown[] }).__toastsSeen ?? [])
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

/**
 * Texts cut off on the page, with the width they have and need: the header's logo, navigation and name, the labels
 * and selected values of fields (MUI ends a label that does not fit with "…"), buttons; and text fields squeezed
 * below 110 px. A page may fit its width (no sideways scroll) and still show "Firma o…" in a field too narrow.
 */
export function cutOffTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const cut: string[] = [];
    const seen = (el: Element) => el.getBoundingClientRect().width > 0;
    for (const el of Array.from(
      document.querySelectorAll('header a, header button, label, .MuiSelect-select, button'),
    )) {
      if (seen(el) && el.scrollWidth > el.clientWidth + 1) {
        cut.push(`"${(el.textContent ?? '').trim().slice(0, 40)}" ${el.clientWidth} of ${el.scrollWidth} px`);
      }
    }
    const fields = document.querySelectorAll<HTMLInputElement>(
      'input[type=text], input[type=search], input:not([type])',
    );
    for (const el of Array.from(fields)) {
      const { width } = el.getBoundingClientRect();
      const name = el.labels?.[0]?.textContent ?? el.getAttribute('aria-label') ?? el.id;
      // Pickers keep a hidden input of 1 px beside their visible sections.
      if (width > 2 && width < 110) cut.push(`field "${name}" ${Math.round(width)} px`);
    }
    // A navigation entry on two lines ("Meine / Fristen"): its text's boxes lie on more than one line.
    for (const el of Array.from(document.querySelectorAll('header nav a'))) {
      const range = document.createRange();
      range.selectNodeContents(el);
      const lines = new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top)));
      if (seen(el) && lines.size > 1) cut.push(`"${el.textContent}" on ${lines.size} lines`);
    }
    return cut;
  });
}

/**
 * Opens the "Neue Benachrichtigung" form of a Pro user and waits for its look-up of the alerts that already go to
 * the address: the hint it may show ("An diese E-Mail-Adresse gehen bereits …") moves the fields below it, and a
 * click in that moment lands beside its target (a journey on a phone failed so on a busy CI machine).
 */
export async function openNewAlertForm(page: Page) {
  const lookup = page.waitForResponse((response) =>
    new URL(response.url()).pathname.startsWith('/api/subscriptions/email/'),
  );
  await page.getByRole('button', { name: 'Neue Benachrichtigung' }).click();
  await lookup;
  return page.getByRole('form', { name: 'Neue Benachrichtigung' });
}
