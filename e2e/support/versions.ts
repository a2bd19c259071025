/** The built site's versions and constants, for tests with or without a browser. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const SITE_TITLE = 'React Native Testing Library';
export const BASE = '/react-native-testing-library/';

export interface Version {
  name: string;
  /** Path below the base: '' for the default version, '12.x/' for another. */
  prefix: string;
  isDefault: boolean;
}

interface BuiltSite {
  versions: { name: string; prefix: string; default: boolean }[];
  analytics: { provider: string; scriptUrl?: string };
}

/** The site settings of a built bundle, from a version's manifest (every version carries them). */
export function builtSite(root: string): BuiltSite | undefined {
  const data = join(root, '_data');
  const first = existsSync(data) ? readdirSync(data).sort().find((d) => existsSync(join(data, d, 'manifest.json'))) : undefined;
  return first ? (JSON.parse(readFileSync(join(data, first, 'manifest.json'), 'utf8')) as { site: BuiltSite }).site : undefined;
}

/** The built site's versions, in site.yaml's order, read from its manifest: no test names them. */
export function builtVersions(root: string): Version[] {
  return (builtSite(root)?.versions ?? []).map((v) => ({ name: v.name, prefix: v.prefix ? `${v.prefix.slice(1)}/` : '', isDefault: v.default }));
}

export const VERSIONS: readonly Version[] = builtVersions(process.env.E2E_SITE ?? 'site');
/** The version served at the root. */
export const DEFAULT = VERSIONS.find((v) => v.isDefault)!;
/** The oldest version site.yaml lists: pages only newer versions have are missing there. */
export const OLDEST = VERSIONS[VERSIONS.length - 1]!;

/** The path prefix of a version the test is about by name (its content, not its place). */
export function prefixOf(name: string): string {
  const version = VERSIONS.find((v) => v.name === name);
  if (!version) throw new Error(`the built site has no version ${name}`);
  return version.prefix;
}
