import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes (256 bits), base64url: 43 characters, safe in a URL path. */
export const CALENDAR_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newCalendarToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this is stored: a database copy gives no one a working feed URL. */
export function hashCalendarToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** The feed's addresses: `https://…/calendar/<token>.ics` and the same as `webcal://` (subscribe in one click). */
export function calendarUrls(appUrl: string, token: string): { httpsUrl: string; webcalUrl: string } {
  const httpsUrl = `${appUrl}/calendar/${token}.ics`;
  return { httpsUrl, webcalUrl: httpsUrl.replace(/^https?:\/\//, 'webcal://') };
}
