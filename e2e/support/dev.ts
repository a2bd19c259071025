/** The live preview (//:dev) on a copy of the compiler's fixture site, started once per test file. */
import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launch, watchErrors } from './browser';
import { startProcess, type Server } from './server';

/** The two-version site the compiler's tests build (base /fixture/, 2.x at the root, 1.x below 1.x/). */
export const FIXTURE = 'packages/compiler/tests/fixtures/site';
/** The analytics script every page loads, from the origin's root as on Vercel: outside the site. */
export const ANALYTICS = '/_vercel/insights/script.js';

export interface Preview {
  server: Server;
  browser: Browser;
  /** The content folder the preview watches. */
  content: string;
}

export function usePreview(): Preview {
  const preview = {} as Preview;
  before(async () => {
    const scratch = mkdtempSync(join(process.env.TEST_TMPDIR ?? tmpdir(), 'dev-'));
    preview.content = join(scratch, 'content');
    cpSync(FIXTURE, preview.content, { recursive: true, dereference: true });
    // The runfiles paths //:dev gets from `bazel run` (its args), given here by hand.
    preview.server = await startProcess('dev', [
      '--content', preview.content, '--port', '0', '--cache', join(scratch, 'cache'),
      '--boot', 'packages/web/boot/boot.js', '--client', 'packages/web/dev_client', '--css', 'packages/web/css.css',
      '--prerender', 'packages/web/prerender/prerender.js', '--node', '../local_node/node',
    ], 90);
    preview.browser = await launch();
  });
  after(async () => {
    await preview.browser?.close();
    preview.server?.stop();
  });
  return preview;
}

export function save(preview: Preview, rel: string, edit: (text: string) => string): void {
  const file = join(preview.content, rel);
  writeFileSync(file, edit(readFileSync(file, 'utf8')));
}

export function write(preview: Preview, rel: string, text: string): void {
  writeFileSync(join(preview.content, rel), text);
}

export function rename(preview: Preview, from: string, to: string): void {
  renameSync(join(preview.content, from), join(preview.content, to));
}

export function remove(preview: Preview, rel: string): void {
  rmSync(join(preview.content, rel));
}

/**
 * Opens a page of the preview in a fresh context, as an author does: nothing answered by the test
 * but the favicon, which the fixture site does not have. Check errors with pageErrors.
 */
export async function openPreview(
  preview: Preview,
  path: string,
  viewport = { width: 1280, height: 800 },
): Promise<{ page: Page; errors: string[] }> {
  const context = await preview.browser.newContext({ viewport });
  const page = await context.newPage();
  const seen = watchErrors(page);
  await page.route('**/favicon.svg', (route) => route.fulfill({ status: 200, contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg"/>' }));
  await page.goto(preview.server.url + path, { waitUntil: 'networkidle' });
  await page.waitForSelector('html[data-live-preview="connected"]');
  return { page, errors: seen };
}

/** The page's errors, less the analytics script's 404. */
export function pageErrors(errors: string[]): string[] {
  return errors.filter((e) => !(e.includes(ANALYTICS) && e.includes('404')));
}
