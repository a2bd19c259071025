/**
 * What every HTML-writing command of a version links to: the manifest, the route table's hashed
 * file, the client scripts and the stylesheet, read once per version and build.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Manifest, RouteTable } from '../shared/site';
import { LruCache } from '@rntl-docs/search-core';
import { clientScripts, type ClientScripts } from './clientScripts';
import type { InputDigests } from './worker';

export const contentHash = (data: string) => createHash('sha256').update(data).digest('hex').slice(0, 10);
export const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;

export interface Target {
  /** The command's output directory. */
  out: string;
  manifest: Manifest;
  /** The version's route table as the browser fetches it, and its hashed file name. */
  routes: { name: string; body: string };
  client: ClientScripts;
  cssPath: string;
  css: string;
  /** The boot script, inlined in every page's <head>. */
  boot: string;
}

/** The request fields a target comes from. */
export interface TargetFiles {
  manifest: string;
  client: string;
  css: string;
  syntax: string;
  boot: string;
  out: string;
}

/**
 * Targets by the digests of the files they come from: on a 5,000-page site, parsing the version's
 * 1.2 MB manifest and hashing its route table for each shard of pages would be a quarter of the
 * prerender, so a worker does it once per version and build.
 */
const layouts = new LruCache<string, Omit<Target, 'out'>>(8);

export function targetOf(files: TargetFiles, digests: InputDigests = new Map()): Target {
  const meta = join(files.client, 'meta.json');
  const sources = [files.manifest, files.css, files.syntax, files.boot, meta];
  const key = sources.every((f) => digests.has(f)) ? sources.map((f) => digests.get(f)).join(' ') : undefined;
  let layout = key === undefined ? undefined : layouts.get(key);
  if (!layout) {
    // One stylesheet: the theme and the compiler's code colours.
    const css = readFileSync(files.css, 'utf8') + readFileSync(files.syntax, 'utf8');
    const manifest = readJson<Manifest>(files.manifest);
    const routes = JSON.stringify({ routes: manifest.routes, notFound: manifest.notFound, sidebars: manifest.sidebars } satisfies RouteTable);
    layout = {
      manifest,
      routes: { name: `routes.${contentHash(routes)}.json`, body: routes },
      client: clientScripts(readJson(meta), meta),
      cssPath: `assets/style.${contentHash(css)}.css`,
      css,
      // A script's text inside <script> ends at the first `</script`.
      boot: readFileSync(files.boot, 'utf8').trim().replace(/<\/script/gi, '<\\/script'),
    };
    if (key !== undefined) layouts.set(key, layout);
  }
  return { ...layout, out: files.out };
}
