/** Helpers of the search panel's browser tests: index requests, opening the panel, waiting for results. */
import type { Page } from 'playwright-core';

export const INDEX = /\/_data\/[^/]+\/search_index\.[^/]+\.json$/;

export function indexRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (INDEX.test(new URL(r.url()).pathname)) seen.push(new URL(r.url()).pathname);
  });
  return seen;
}

export async function openPanel(page: Page) {
  // open() waits for hydration, so the shortcut's listener is attached.
  await page.keyboard.press('Control+K');
  const dialog = page.getByRole('dialog', { name: 'Search Docs' });
  await dialog.waitFor();
  return dialog;
}

export async function results(page: Page, query: string) {
  await page.getByRole('combobox', { name: 'Search Docs' }).fill(query);
  await page.waitForFunction((q) => {
    const list = document.getElementById('search-results');
    const answered = Boolean(document.querySelector('[role=option]') || list?.textContent?.includes('No results for'));
    // A blank keyword is answered by an empty list: no hits and no "No results" message.
    const settled = q.trim() === '' ? !answered : answered;
    return list?.getAttribute('aria-busy') === 'false' && settled && (document.querySelector('input[role=combobox]') as HTMLInputElement).value === q;
  }, query);
  return page.getByRole('option');
}
