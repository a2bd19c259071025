/**
 * Debian's Chromium headless shell through playwright-core, with the flags this closed network
 * needs. The shell is the same Blink and V8 as the browser without its user interface: a fresh
 * context and a page load cost it about a third of the CPU (bench/RESULTS.md), and the browser
 * tests open hundreds. CHROMIUM names another browser (a runner's Google Chrome).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

export async function launch(): Promise<Browser> {
  const home = mkdtempSync(join(process.env.TEST_TMPDIR ?? tmpdir(), 'chromium-'));
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium-headless-shell',
    env: { ...process.env, HOME: home },
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** Collects console errors and uncaught page errors, which every test expects to stay empty. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()} (${m.location().url})`);
  });
  return errors;
}
