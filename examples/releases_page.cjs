// The `releases` form: each claim that names releases (`since=`, `until=`, `on=` in its fence meta,
// compiler plugins/claims.py) runs on them, with that release of RNTL in place of the toolchain's:
//
//   since=R   passes on R, fails on the release before R in the package's line
//   until=R   fails on R, passes on the release before R
//   on=R,...  passes on each
//
// The release before comes from the line in api_history.json (packages/api-history/releases.bzl,
// LINEAGE); the releases themselves are the pinned tarballs, unpacked (@rntl_releases). A release
// runs on the toolchain for its major (--release-modules=MAJOR:DIR, the highest MAJOR not above
// the release's): React 19 and React Native 0.81 for 13.x, React 18 and React Native 0.76 below.
// Jest's preset is React Native's; on 12.x releases that ship it, `extend-expect` registers the
// matchers as the 12.x docs do (13.x registers them on import, and releases before 12.3.3 have none).
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { PageJest } = require('./jest_page.cjs');

const OWN = ['@testing-library', 'react-native'];

/** The runs a page's claims ask for: release -> { file: { line, expect, why } }. */
function plan(index, lineage) {
  const before = (release) => lineage[lineage.indexOf(release) - 1];
  const runs = new Map();
  const add = (release, file, expect, why) => {
    if (!runs.has(release)) runs.set(release, {});
    runs.get(release)[file] = { line: index.tests[file] ?? index.releaseOnly[file], expect, why };
  };
  for (const [file, meta] of Object.entries(index.releases ?? {})) {
    for (const r of meta.since ?? []) {
      add(r, file, 'pass', `since=${r}: it must pass on ${r}`);
      add(before(r), file, 'fail', `since=${r}: it must fail on ${before(r)}, the release before ${r}`);
    }
    for (const r of meta.until ?? []) {
      add(r, file, 'fail', `until=${r}: it must fail on ${r}`);
      add(before(r), file, 'pass', `until=${r}: it must pass on ${before(r)}, the release before ${r}`);
    }
    for (const r of meta.on ?? []) add(r, file, 'pass', `on=${r}: it must pass on ${r}`);
  }
  const order = (r) => lineage.indexOf(r);
  return [...runs.entries()].sort(([a], [b]) => order(a) - order(b));
}

/** Toolchain directories by the first major they serve, from --release-modules=MAJOR:DIR. */
function toolchains(spec) {
  return spec
    .map((s) => ({ major: Number(s.slice(0, s.indexOf(':'))), dir: path.resolve(s.slice(s.indexOf(':') + 1)) }))
    .sort((a, b) => b.major - a.major);
}

/**
 * Makes `target` the node_modules of one release: the toolchain's packages linked, and the
 * release's RNTL copied in, so that everything resolves in one node_modules, as in a project that
 * installed that release (its own require() calls included).
 */
function releaseModules(target, toolchain, unpacked) {
  fs.mkdirSync(path.join(target, OWN[0]), { recursive: true });
  for (const name of fs.readdirSync(toolchain)) {
    if (name !== OWN[0]) fs.symlinkSync(path.join(toolchain, name), path.join(target, name));
  }
  for (const name of fs.readdirSync(path.join(toolchain, OWN[0]))) {
    if (name !== OWN[1]) fs.symlinkSync(path.join(toolchain, OWN[0], name), path.join(target, OWN[0], name));
  }
  fs.cpSync(unpacked, path.join(target, ...OWN), { recursive: true, dereference: true });
}

class PageReleases {
  /** @param {{ root: string, lineage: string, releases: string, releaseModules: string[] }} args */
  constructor({ root, lineage, releases, releaseModules: spec }) {
    this.root = root;
    this.lineage = JSON.parse(fs.readFileSync(lineage, 'utf8')).lineage;
    this.releases = releases;
    this.toolchains = toolchains(spec);
    this.jests = new Map();
  }

  jest(release) {
    if (!this.jests.has(release)) {
      const major = Number(release.split('.')[0]);
      const toolchain = this.toolchains.find((t) => t.major <= major).dir;
      const unpacked = path.join(this.releases, release);
      const setup = major === 12 && fs.existsSync(path.join(unpacked, 'extend-expect.js')) ? ['@testing-library/react-native/extend-expect'] : [];
      const linkModules = (target) => releaseModules(target, toolchain, unpacked);
      this.jests.set(release, new PageJest({ root: this.root, modules: toolchain, preset: 'react-native', setup, name: `jest-${release}`, keep: false, linkModules }));
    }
    return this.jests.get(release);
  }

  /** @returns {Promise<{ errors: string[], report: object }>} */
  async check(page) {
    const runs = plan(page.index, this.lineage);
    const errors = [];
    const report = { claims: Object.keys(page.index.releases ?? {}).length, runs: [] };
    const source = `content/${page.index.source}`;
    for (const [release, files] of runs) {
      if (release === undefined || !fs.existsSync(path.join(this.releases, release, 'package.json'))) {
        const [file, first] = Object.entries(files)[0];
        errors.push(`${source}:${first.line}: ${first.why}, but RNTL ${release ?? '(none)'} is not pinned: add it to CLAIM_RELEASES in packages/api-history/releases.bzl (its integrity: npm view @testing-library/react-native@${release} dist.integrity)\n`);
        continue;
      }
      const only = Object.fromEntries(Object.entries(files).map(([file, { line }]) => [file, line]));
      const result = await this.jest(release).run(page, undefined, only);
      const failed = new Map();
      for (const f of result.failures) if (f.file) failed.set(f.file, failed.get(f.file) ?? f);
      let passed = 0;
      for (const [file, { line, expect, why }] of Object.entries(files)) {
        const failure = failed.get(file);
        if (expect === 'pass' && failure) errors.push(`${source}:${line}: ${why}, and it fails there:\n${failure.text}\n`);
        else if (expect === 'fail' && !failure) errors.push(`${source}:${line}: ${why}, and it passes there\n`);
        else passed += 1;
      }
      report.runs.push({ release, claims: Object.keys(files).length, asExpected: passed });
    }
    return { errors, report };
  }
}

module.exports = { PageReleases, plan };
