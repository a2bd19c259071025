/**
 * Prerender: turns a version's linked artifacts into bundle files. Each command reads a typed JSON
 * request (build/request.ts) and runs one build module:
 *
 *   prerender.js pages REQUEST         build/pages.ts     each page's data, HTML, search text, Markdown twin
 *   prerender.js documents REQUEST     build/pages.ts     HTML of pages whose data is whole (the live preview)
 *   prerender.js version REQUEST       build/version.ts   manifest, route table, 404 data, stylesheet, sitemap, 404.html
 *   prerender.js search-index REQUEST  search-core's build/searchIndex.ts, the file naming the index, llms files
 *
 * Bazel runs it as a persistent worker (JSON protocol, `--persistent_worker`), one request per
 * action; the HTML document itself is build/document.ts.
 *
 * A page's HTML depends only on the version's layout (site, nav, its own sidebar, the route table's
 * hashed name) and its own data, never on another page's content: the browser fetches the route
 * table when it first navigates. So a body edit re-renders the pages of its own shard and nothing
 * else; an edit to a route or title (which changes the table's hash) re-renders the version. The
 * search index is its own action: a body edit re-packs it beside the shard's pages, and leaves the
 * version action (whose inputs do not change) cached.
 */
import { readFileSync } from 'node:fs';
import { buildSearchIndex, readSiteRanking } from '@rntl-docs/search-core/build';
import { writeDocuments, writePages } from './build/pages';
import { copyMarkdown, writeOut } from './build/output';
import { COMMANDS, isCommand, readRequest, type Command, type Request } from './build/request';
import { readJson, targetOf } from './build/target';
import { writeVersion } from './build/version';
import { serveJsonWorker, type InputDigests } from './build/worker';
import { loadExtras } from './lazy/load';
import type { SearchIndexPointer } from './search/searchSource';
import { dataPath, SEARCH_INDEX_POINTER, type Manifest } from './shared/site';

const RUN: { [C in Command]: (request: Request<C>, digests: InputDigests) => void } = {
  pages: (r, digests) => writePages(targetOf(r, digests), r.markdownRoot, r.pages),
  documents: (r, digests) => writeDocuments(targetOf(r, digests), r.pages),
  version: (r, digests) => writeVersion(targetOf(r, digests), r.notFound, r.files),
  'search-index': (r, digests) => {
    const manifest = readJson<Manifest>(r.manifest);
    const write = (name: string, body: string) => writeOut(r.out, dataPath(manifest.version, name), body);
    const file = buildSearchIndex({ version: manifest.version, routes: new Set(manifest.routes.map((route) => route.path)), files: r.pages, digests, texts: r.texts, write });
    // The ranking settings travel beside the index's name: the browser reads both before the index.
    const ranking = r.ranking === undefined ? undefined : readSiteRanking(r.ranking);
    write(SEARCH_INDEX_POINTER, JSON.stringify({ file, ranking } satisfies SearchIndexPointer));
    copyMarkdown(r.out, manifest.prefix, r.markdownRoot, r.markdown);
  },
};

/** Runs one command (`COMMAND REQUEST_FILE`); returns the exit code. */
export function run(argv: string[], digests: InputDigests = new Map()): number {
  const [command, file, ...rest] = argv;
  if (!isCommand(command) || file === undefined || rest.length) throw new Error(`usage: prerender.js COMMAND REQUEST.json, where COMMAND is ${Object.keys(COMMANDS).join(', ')}`);
  const runCommand = RUN[command] as (request: Request<Command>, digests: InputDigests) => void;
  runCommand(readRequest(command, file), digests);
  return 0;
}

// Before any render: menus of the lazy chunk render whole on every page (see lazy/load.ts).
await loadExtras();
if (process.argv.includes('--persistent_worker')) serveJsonWorker(run);
// Outside a worker Bazel passes the arguments in a params file (@FILE, one per line).
else process.exitCode = run(process.argv.slice(2).flatMap((a) => (a.startsWith('@') ? readFileSync(a.slice(1), 'utf8').split('\n').filter(Boolean) : [a])));
