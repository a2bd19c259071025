// What a browser test's steps cost in CPU, in Debian's Chromium and in its headless shell, one
// after the other in each round: a fresh context that loads a page and hydrates it (what every
// browser test's open() does), and one view of the real site's page checks (axe in light or dark,
// at desktop or phone width). CPU is the whole machine's (user + system, /proc/stat): run it on a
// quiet machine. usage: node bench/browser.mjs [--rounds 3] [--opens 20]
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { buildSite, launchChromium, recordResults, requireFromRoot, serve } from './support.mjs';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '3' }, opens: { type: 'string', default: '20' } } });
const ROUNDS = Number(values.rounds);
const OPENS = Number(values.opens);
const BROWSERS = { 'full browser': '/usr/bin/chromium', 'headless shell': '/usr/bin/chromium-headless-shell' };
const PAGES = ['docs/api/queries', 'docs/api/misc/other', 'docs/api/misc/render-hook'];
const VIEWS = [
  { scheme: 'light', width: 1440, height: 900 },
  { scheme: 'light', width: 390, height: 844 },
  { scheme: 'dark', width: 390, height: 844 },
  { scheme: 'dark', width: 1440, height: 900 },
];
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const AXE = requireFromRoot.resolve('axe-core/axe.min.js');

/** CPU seconds the machine has spent, user and system. */
function cpu() {
  const [user, nice, system] = readFileSync('/proc/stat', 'utf8').split('\n')[0].split(/\s+/).slice(1, 4).map(Number);
  return (user + nice + system) / 100;
}

const hydrated = (page) => page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');

async function opens(browser, url) {
  const start = cpu();
  for (let i = 0; i < OPENS; i++) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(url + 'docs/start/intro', { waitUntil: 'load' });
    await hydrated(page);
    await context.close();
  }
  return (cpu() - start) / OPENS;
}

async function views(browser, url) {
  const context = await browser.newContext({ colorScheme: 'light', viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' });
  await context.addInitScript({ path: AXE });
  const page = await context.newPage();
  const start = cpu();
  let order = VIEWS;
  for (const path of PAGES) {
    await page.goto(url + path, { waitUntil: 'load' });
    await hydrated(page);
    for (const view of order) {
      await page.setViewportSize({ width: view.width, height: view.height });
      await page.emulateMedia({ colorScheme: view.scheme });
      await page.waitForFunction((dark) => document.documentElement.classList.contains('dark') === dark, view.scheme === 'dark');
      await page.evaluate((tags) => window.axe.run({ runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }), WCAG);
    }
    order = [...order].reverse();
  }
  const perView = (cpu() - start) / (PAGES.length * VIEWS.length);
  await context.close();
  return perView;
}

const summary = (xs) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return `${sorted[Math.floor(sorted.length / 2)].toFixed(2)} s (min ${sorted[0].toFixed(2)}, max ${sorted[sorted.length - 1].toFixed(2)}, n=${sorted.length})`;
};

recordResults('browser', 'node bench/browser.mjs');
const site = buildSite();
const server = await serve(site, 'ghpages.py');
const figures = Object.fromEntries(Object.keys(BROWSERS).map((name) => [name, { open: [], view: [] }]));
try {
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, executablePath] of Object.entries(BROWSERS)) {
      const browser = await launchChromium(executablePath);
      figures[name].open.push(await opens(browser, server.url));
      figures[name].view.push(await views(browser, server.url));
      await browser.close();
    }
  }
} finally {
  server.stop();
}
console.log(`CPU (user + system, whole machine), ${ROUNDS} rounds, the two browsers in turn in each:`);
for (const [name, { open, view }] of Object.entries(figures)) {
  console.log(`  ${name.padEnd(15)} a fresh context loading docs/start/intro: ${summary(open)}; a page check's view (axe): ${summary(view)}`);
}
