/**
 * The client's scripts as the prerender names them in a page, from esbuild's metafile: the entry
 * and every chunk it imports statically, so the browser fetches them side by side instead of
 * finding the chunks only once the entry has arrived.
 */
interface Metafile {
  outputs: Record<string, { entryPoint?: string; imports: { path: string; kind: string }[] }>;
}

export interface ClientScripts {
  /** The entry, relative to the client directory (`client-HASH.js`). */
  entry: string;
  /** The entry and the chunks it imports statically (`chunks/chunk-HASH.js`), the entry first. */
  preload: string[];
}

export function clientScripts(meta: Metafile, where: string): ClientScripts {
  const entry = Object.entries(meta.outputs).find(([, o]) => o.entryPoint?.endsWith('/client.tsx'))?.[0];
  if (!entry) throw new Error(`${where} names no client entry`);
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const i of meta.outputs[key]?.imports ?? []) if (i.kind === 'import-statement') visit(i.path);
  };
  visit(entry);
  const relative = (key: string) => key.slice(entry.lastIndexOf('/') + 1);
  return { entry: relative(entry), preload: [...seen].map(relative) };
}
