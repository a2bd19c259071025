// Where the examples workers stage pages and Jest keeps its transform cache.
//
// Jest's cache keys hold absolute paths (its rootDir among them), so workers that stage pages
// under one root share one cache: a second worker of a version, which Bazel starts when two of
// its checks are due at once, reads React Native's transform from disk instead of making it again.
// The directory lives as long as the Bazel server that started the workers and its output tree:
// after the server's end or a `bazel clean` (which stops the workers and makes a new bazel-out),
// the next worker to start removes it, and checks start cold.
'use strict';

const crypto = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const PREFIX = 'rntl-examples-';

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/**
 * The directory the workers of this Bazel server share for one version, toolchain and worker code
 * (`args` and the files beside this one); stale ones are removed on the way.
 */
function sharedDirectory(version, args) {
  const hash = crypto.createHash('sha256').update(JSON.stringify(args));
  for (const name of fs.readdirSync(__dirname).filter((n) => n.endsWith('.cjs')).sort()) {
    hash.update(name).update(fs.readFileSync(path.join(__dirname, name)));
  }
  let tree = 0;
  try {
    tree = fs.statSync('bazel-out').ino; // a worker runs in the execution root
  } catch {
    // Not under Bazel: the parent process alone names the directory.
  }
  const server = process.ppid;
  const prefix = `${PREFIX}${version}-`;
  for (const name of fs.readdirSync(os.tmpdir())) {
    const m = name.startsWith(prefix) ? name.slice(prefix.length).match(/^(\d+)-(\d+)-/) : null;
    if (!m || (alive(Number(m[1])) && !(Number(m[1]) === server && Number(m[2]) !== tree))) continue;
    try {
      fs.rmSync(path.join(os.tmpdir(), name), { recursive: true, force: true });
    } catch {
      // Another worker is removing it too.
    }
  }
  const dir = path.join(os.tmpdir(), `${prefix}${server}-${tree}-${hash.digest('hex').slice(0, 12)}`);
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

/** A directory of this process's own, for one check run by hand; `remove()` when done. */
function ownDirectory() {
  return fs.mkdtempSync(path.join(os.tmpdir(), `${PREFIX}once-`));
}

/**
 * A staging folder made once for every worker that shares its root: each worker fills a copy of
 * its own and renames it into place, so none sees a half-written one. Each request of a worker
 * gets a folder of its own below it, never used again.
 */
class Stage {
  constructor(root, name, fill) {
    this.dir = path.join(root, name);
    this.requests = 0;
    if (fs.existsSync(this.dir)) return;
    const copy = `${this.dir}.${process.pid}`;
    fs.rmSync(copy, { recursive: true, force: true });
    fs.mkdirSync(copy, { recursive: true });
    fill(copy);
    try {
      fs.renameSync(copy, this.dir);
    } catch (error) {
      if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
      fs.rmSync(copy, { recursive: true, force: true });
    }
  }

  /** A new folder for one request; the previous one is removed (Jest reads the whole stage). */
  next() {
    if (this.requests > 0) fs.rmSync(this.folder(this.requests), { recursive: true, force: true });
    const folder = this.folder(++this.requests);
    fs.mkdirSync(folder, { recursive: true });
    return folder;
  }

  folder(n) {
    return path.join(this.dir, `${process.pid}-${n}`);
  }

  /** Removes this process's request folders. */
  clear() {
    for (const name of fs.existsSync(this.dir) ? fs.readdirSync(this.dir) : []) {
      if (name.startsWith(`${process.pid}-`)) fs.rmSync(path.join(this.dir, name), { recursive: true, force: true });
    }
  }
}

module.exports = { ownDirectory, sharedDirectory, Stage };
