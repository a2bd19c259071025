// Shared by the browser benchmarks: build //:site, serve it on a free port, launch Chromium.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The pinned npm packages: a checkout's own node_modules if someone ran npm ci, else the copy Bazel installed. */
export const NODE_MODULES = existsSync(join(ROOT, 'node_modules'))
  ? join(ROOT, 'node_modules')
  : (() => {
      execFileSync(join(ROOT, 'tools', 'bazel'), ['fetch', '@npm//:node_modules'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
      const base = execFileSync(join(ROOT, 'tools', 'bazel'), ['info', 'output_base'], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
      return join(base, 'external', 'npm', 'node_modules');
    })();
export const requireFromRoot = createRequire(join(NODE_MODULES, 'noop.js'));

/** Builds the deploy bundle with the project's Bazel and returns its directory (BENCH_SITE: use that bundle). */
export function buildSite() {
  if (process.env.BENCH_SITE) return process.env.BENCH_SITE;
  execFileSync(join(ROOT, 'tools', 'bazel'), ['build', '//:site', '--noshow_progress'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  const bin = execFileSync(join(ROOT, 'tools', 'bazel'), ['info', 'bazel-bin'], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  return realpathSync(join(bin, 'site'));
}

/**
 * Serves `site` on a free port; resolves to { url, stop }. `server` is the project's server
 * (`serve.py`) or the GitHub Pages-like host that gzips as Pages does (`ghpages.py`).
 */
export function serve(site, server = 'serve.py') {
  const child = spawn('python3', [join(ROOT, 'tools', 'serve', server), '--root', site, '--port', '0'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    // The servers share the compiler's URL rule (docs_compiler/site/urls.py), which needs nothing else.
    env: { ...process.env, SERVE_QUIET: '1', PYTHONPATH: join(ROOT, 'packages', 'compiler') },
  });
  return new Promise((done, fail) => {
    child.once('exit', (code) => fail(new Error(`server exited with ${code}`)));
    createInterface({ input: child.stdout }).on('line', (line) => {
      const match = /(http:\/\/127\.0\.0\.1:\d+\/\S*)/.exec(line);
      if (match) done({ url: match[1], stop: () => child.kill() });
    });
  });
}

export async function launchChromium(executablePath = process.env.CHROMIUM ?? '/usr/bin/chromium') {
  const { chromium } = requireFromRoot('playwright-core');
  return chromium.launch({
    executablePath,
    env: { ...process.env, HOME: mkdtempSync(join(tmpdir(), 'bench-chromium-')) },
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * A version's search documents as the build packs them: the page stage writes each page's sections
 * beside it (content/docs/pages/VERSION/PAGE.md.search.json), and the prerender joins them in
 * route order. `site` is the built bundle (bazel-bin/site).
 */
export function searchDocuments(site, version) {
  const dir = join(dirname(site), 'content', 'docs', 'pages', version);
  return readdirSync(dir, { recursive: true })
    .filter((f) => f.endsWith('.search.json'))
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')))
    .filter((sections) => sections.length > 0)
    .sort((a, b) => (a[0].routePath < b[0].routePath ? -1 : a[0].routePath > b[0].routePath ? 1 : 0))
    .flat();
}

/**
 * Keeps what the benchmark prints as its section of bench/RESULTS.md (between
 * `<!-- NAME -->` and `<!-- /NAME -->`), written when the process exits after a whole run.
 * BENCH_NO_RESULTS=1 leaves the file alone (a run on a busy machine, a run over a copy).
 */
export function recordResults(name, command) {
  if (process.env.BENCH_NO_RESULTS === '1') return;
  const lines = [];
  const log = console.log;
  console.log = (...args) => {
    lines.push(args.map(String).join(' '));
    log(...args);
  };
  process.on('exit', (code) => {
    if (code !== 0 || !lines.length) return;
    writeResults(name, command, lines.join('\n'));
  });
}

/** Replaces (or appends) one benchmark's section of bench/RESULTS.md. */
export function writeResults(name, command, output) {
  const file = join(ROOT, 'bench', 'RESULTS.md');
  const start = `<!-- ${name} -->`;
  const end = `<!-- /${name} -->`;
  const day = new Date().toISOString().slice(0, 10);
  const section = `${start}\n## \`${command}\`\n\nRecorded ${day} by \`${command}\`.\n\n\`\`\`\n${output}\n\`\`\`\n${end}`;
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmark results\n';
  const at = text.indexOf(start);
  const updated = at >= 0 ? text.slice(0, at) + section + text.slice(text.indexOf(end, at) + end.length) : `${text.trimEnd()}\n\n${section}\n`;
  writeFileSync(file, updated);
}
