/** Debian's Chromium through playwright-core, with the flags this closed network needs. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

export async function launch(): Promise<Browser> {
  const home = mkdtempSync(join(process.env.TEST_TMPDIR ?? tmpdir(), 'chromium-'));
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
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
