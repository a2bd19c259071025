/** Which version a version's served bundle holds: the one whose manifest it has. */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Version } from '../support/versions';

export function servedVersion(root: string, versions: readonly Version[]): Version {
  const data = join(root, '_data');
  const held = (existsSync(data) ? readdirSync(data) : []).filter((v) => existsSync(join(data, v, 'manifest.json')));
  if (held.length !== 1) throw new Error(`${root} should hold one version's files, not ${held.join(', ') || 'none'}`);
  const version = versions.find((v) => v.name === held[0]);
  if (!version) throw new Error(`${held[0]} is not a version of the site`);
  return version;
}
