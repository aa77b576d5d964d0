/** Helpers of the business-screen browser tests (on top of harness.ts, whose API stays as it is). */
import type { Page } from 'playwright-core';
import { demoAccount, signIn, waitForPath, type Bff } from './harness.js';
import type { Role } from '../../shared/schemas/people.js';

/** Signs in as the demo account of `role` and opens `path` (no leading slash). */
export async function openAs(page: Page, bff: Bff, role: Role, path: string): Promise<void> {
  await signIn(page, bff, await demoAccount(bff, role));
  await page.goto(`${bff.url}${path}`);
  await waitForPath(page, `/${path.split('?')[0]}`);
}

/** A JSON answer of the BFF with the page's own cookie (what the screen itself would read). */
export async function apiJson<T>(page: Page, bff: Bff, path: string): Promise<{ status: number; body: T }> {
  const response = await page.request.get(`${bff.url}${path}`);
  const type = response.headers()['content-type'] ?? '';
  return { status: response.status(), body: (type.includes('json') ? await response.json() : null) as T };
}

/** The text of the navbar's tasks badge, or null when it is not shown. */
export async function tasksBadge(page: Page): Promise<string | null> {
  const badge = page.getByTestId('badge-tasks');
  return (await badge.count()) === 0 ? null : await badge.first().textContent();
}

/** Waits until `read` gives `expected` (the UI updates asynchronously). */
export async function eventually<T>(read: () => Promise<T>, expected: T, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  let value = await read();
  while (value !== expected && Date.now() < until) {
    await new Promise((done) => setTimeout(done, 100));
    value = await read();
  }
  return value;
}

/** Today in the browser's time zone as YYYY-MM-DD, shifted by `days`. */
export function isoDay(days = 0): string {
  const date = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function frenchDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}
