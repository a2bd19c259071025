/**
 * The prerender's commands and the request each reads: a JSON file whose fields are checked
 * against the command's shape before anything is written, so a bad request fails naming its file
 * and field. The shapes below are the one definition; the request types derive from them.
 */
import { readFileSync } from 'node:fs';

/** A content page as the compiler's stages leave it: the four files its bundle files come from. */
export interface PageInputs {
  /** The link stage's frame of the page (PageFrame: its data but the body). */
  frame: string;
  /** The page stage's rendered body (PageBody). */
  body: string;
  /** The page's search sections (JSON list). */
  search: string;
  /** The page's Markdown twin, below the request's markdownRoot. */
  twin: string;
}

type Field = 'string' | 'string?' | 'boolean' | 'string[]' | 'pages';
type ValueOf<F extends Field> = F extends 'string' ? string : F extends 'string?' ? string | undefined : F extends 'boolean' ? boolean : F extends 'string[]' ? string[] : PageInputs[];

/** What every command that renders HTML links to. */
const ASSETS = {
  /** The client bundle's esbuild output directory (its meta.json names the entry and chunks). */
  client: 'string',
  /** The theme stylesheet (Tailwind's output). */
  css: 'string',
  /** The compiler's code highlighting stylesheet. */
  syntax: 'string',
  /** The boot script every page inlines (//packages/web:boot's boot.js). */
  boot: 'string',
} as const;

export const COMMANDS = {
  /** Each page's data file, HTML document, search text file and Markdown twin (the build's shards). */
  pages: { ...ASSETS, manifest: 'string', markdownRoot: 'string', out: 'string', pages: 'pages' },
  /** HTML documents of pages whose data files are whole already (the live preview). */
  documents: { ...ASSETS, manifest: 'string', out: 'string', pages: 'string[]' },
  /**
   * The version's manifest, route table, 404 data, stylesheet and sitemap lines; the default
   * version's 404.html and robots.txt. With `files`, the names it gave them (VersionFiles) go there.
   */
  version: { ...ASSETS, manifest: 'string', notFound: 'string', out: 'string', files: 'string?' },
  /**
   * The version's packed search index and the file naming it (with the site's ranking settings, a
   * JSON file, when `ranking` names one); with `texts`, the pages' search text files too. And the
   * version's `markdown` files (llms.txt, llms-full.txt, below `markdownRoot`) at their place in the
   * bundle: like the index, llms-full.txt changes with every body edit.
   */
  'search-index': { manifest: 'string', out: 'string', pages: 'string[]', texts: 'boolean', ranking: 'string?', markdown: 'string[]', markdownRoot: 'string' },
} as const satisfies Record<string, Record<string, Field>>;

export type Command = keyof typeof COMMANDS;
export type Request<C extends Command> = { -readonly [K in keyof (typeof COMMANDS)[C]]: ValueOf<(typeof COMMANDS)[C][K] & Field> };

const isString = (v: unknown): v is string => typeof v === 'string';
const CHECKS: Record<Field, (v: unknown) => boolean> = {
  string: isString,
  'string?': (v) => v === undefined || isString(v),
  boolean: (v) => typeof v === 'boolean',
  'string[]': (v) => Array.isArray(v) && v.every(isString),
  pages: (v) => Array.isArray(v) && v.every((p) => typeof p === 'object' && p !== null && ['frame', 'body', 'search', 'twin'].every((k) => isString((p as Record<string, unknown>)[k]))),
};
const DESCRIPTIONS: Record<Field, string> = {
  string: 'a string',
  'string?': 'a string, or absent',
  boolean: 'true or false',
  'string[]': 'a list of strings',
  pages: 'a list of {frame, body, search, twin} file paths',
};

export function isCommand(name: string | undefined): name is Command {
  return name !== undefined && Object.hasOwn(COMMANDS, name);
}

/** Reads and checks a command's request file. */
export function readRequest<C extends Command>(command: C, file: string): Request<C> {
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: not a readable JSON request (${error instanceof Error ? error.message : String(error)})`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error(`${file}: a ${command} request is a JSON object`);
  const shape: Record<string, Field> = COMMANDS[command];
  const fields = value as Record<string, unknown>;
  for (const [key, field] of Object.entries(shape)) {
    if (!CHECKS[field](fields[key])) throw new Error(`${file}: ${command} request field "${key}" must be ${DESCRIPTIONS[field]}`);
  }
  const unknown = Object.keys(fields).find((key) => !Object.hasOwn(shape, key));
  if (unknown) throw new Error(`${file}: ${command} request has no field "${unknown}" (fields: ${Object.keys(shape).join(', ')})`);
  return fields as Request<C>;
}
