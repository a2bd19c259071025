#!/usr/bin/env node
// What each dependency costs in the client bundle, from esbuild's metafile: every chunk with its
// gzip size and what loads it, the chunks the entry needs before it runs (static imports), and the
// inputs (npm packages, source files) that weigh most in a set of chunks. An input's gzip share is
// its minified bytes' share of its chunk's gzip size: an estimate, since text compresses unevenly.
// usage: node bench/bundle.mjs [CLIENT_DIR]   (default: build //packages/web:client)
import { execFileSync } from 'node:child_process';
import { readFileSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { ROOT, kb } from './support.mjs';

/** Builds the browser client with the project's Bazel and returns its directory. */
export function buildClient() {
  execFileSync(join(ROOT, 'tools', 'bazel'), ['build', '//packages/web:client', '--noshow_progress'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  const bin = execFileSync(join(ROOT, 'tools', 'bazel'), ['info', 'bazel-bin'], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  return realpathSync(join(bin, 'packages', 'web', 'client'));
}

/** The metafile's outputs keyed by their path inside the client directory (`chunks/x-HASH.js`). */
export function readChunks(dir) {
  const { outputs } = JSON.parse(readFileSync(join(dir, 'meta.json'), 'utf8'));
  // esbuild names outputs from the working directory; the client directory's own name ends them.
  const strip = (path) => path.slice(path.lastIndexOf('/client/') + '/client/'.length);
  const chunks = new Map();
  for (const [path, output] of Object.entries(outputs)) {
    if (!path.endsWith('.js')) continue;
    chunks.set(strip(path), {
      entry: Boolean(output.entryPoint),
      bytes: output.bytes,
      gzip: gzipSync(readFileSync(join(dir, strip(path))), { level: 9 }).length,
      inputs: output.inputs,
      imports: output.imports.filter((i) => i.path.endsWith('.js')).map((i) => ({ path: strip(i.path), dynamic: i.kind === 'dynamic-import' })),
    });
  }
  return chunks;
}

/** `name` and every chunk it imports statically, transitively: what must arrive before it runs. */
export function staticClosure(chunks, name) {
  const seen = new Set();
  const visit = (n) => {
    if (seen.has(n)) return;
    seen.add(n);
    for (const i of chunks.get(n).imports) if (!i.dynamic) visit(i.path);
  };
  visit(name);
  return [...seen];
}

/** An input's label: the npm package it belongs to, or its path in the repository. */
function label(input) {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input);
  if (/_tree_shakable\//.test(input)) return `${/([^/]+)_tree_shakable\//.exec(input)[1].replace(/_/g, "-")} (tree-shakable copy)`;
  return match ? match[1] : input.replace(/^(\.\.\/)*(bazel-out\/[^/]+\/bin\/)?/, '');
}

/** Estimated gzip bytes per input over `names`, heaviest first. */
export function contributors(chunks, names) {
  const total = new Map();
  for (const name of names) {
    const chunk = chunks.get(name);
    if (!chunk) continue;
    for (const [input, { bytesInOutput }] of Object.entries(chunk.inputs)) {
      const key = label(input);
      total.set(key, (total.get(key) ?? 0) + (chunk.gzip * bytesInOutput) / chunk.bytes);
    }
  }
  return [...total].sort((a, b) => b[1] - a[1]);
}

/** Prints the `top` heaviest inputs of `names`, with their share. */
export function printContributors(chunks, names, top = 15) {
  const list = contributors(chunks, names);
  const sum = list.reduce((s, [, v]) => s + v, 0);
  for (const [key, bytes] of list.slice(0, top)) console.log(`    ${kb(bytes).padStart(8)}  ${((100 * bytes) / sum).toFixed(1).padStart(4)}%  ${key}`);
}

if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? buildClient();
  const chunks = readChunks(dir);
  const loaders = new Map();
  for (const [name, chunk] of chunks) for (const i of chunk.imports) if (i.dynamic) loaders.set(i.path, [...(loaders.get(i.path) ?? []), name]);
  const entries = [...chunks.keys()].filter((name) => chunks.get(name).entry && !loaders.has(name));
  const first = new Set(entries.flatMap((name) => staticClosure(chunks, name)));
  const gzip = (names) => kb(names.reduce((s, n) => s + chunks.get(n).gzip, 0));
  console.log('chunks (gzip, minified, loaded by):');
  for (const [name, chunk] of [...chunks].sort((a, b) => b[1].gzip - a[1].gzip)) {
    const how = loaders.has(name) ? `on demand from ${loaders.get(name).join(', ')}` : chunk.entry ? 'entry' : 'static import';
    console.log(`  ${kb(chunk.gzip).padStart(8)} ${kb(chunk.bytes).padStart(9)}  ${name}  (${how})`);
  }
  console.log(`\nbefore the entry runs (${entries.join(', ')} and its static imports): ${gzip([...first])} gzip; heaviest inputs:`);
  printContributors(chunks, [...first]);
  for (const name of [...loaders.keys()].sort()) {
    const extra = staticClosure(chunks, name).filter((n) => !first.has(n));
    console.log(`\n${name} on demand: ${gzip(extra)} gzip more; heaviest inputs:`);
    printContributors(chunks, extra, 5);
  }
}
