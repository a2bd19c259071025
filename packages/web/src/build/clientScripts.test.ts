import assert from 'node:assert/strict';
import { test } from 'node:test';
import { clientScripts } from './clientScripts';

const OUT = 'bazel-out/k8-fastbuild/bin/packages/web/client';
const META = {
  outputs: {
    [`${OUT}/client-ABC.js`]: {
      entryPoint: 'packages/web/src/client.tsx',
      imports: [
        { path: `${OUT}/chunks/chunk-REACT.js`, kind: 'import-statement' },
        { path: `${OUT}/chunks/extras-LAZY.js`, kind: 'dynamic-import' },
      ],
    },
    [`${OUT}/chunks/chunk-REACT.js`]: { imports: [{ path: `${OUT}/chunks/chunk-RUNTIME.js`, kind: 'import-statement' }] },
    [`${OUT}/chunks/chunk-RUNTIME.js`]: { imports: [] },
    [`${OUT}/chunks/extras-LAZY.js`]: { entryPoint: 'packages/web/src/lazy/extras.ts', imports: [{ path: `${OUT}/chunks/chunk-REACT.js`, kind: 'import-statement' }] },
    [`${OUT}/meta.json`]: { imports: [] },
  },
};

test('preloads the entry and what it imports statically, not what it loads on demand', () => {
  const scripts = clientScripts(META, 'meta.json');
  assert.equal(scripts.entry, 'client-ABC.js');
  assert.deepEqual(scripts.preload, ['client-ABC.js', 'chunks/chunk-REACT.js', 'chunks/chunk-RUNTIME.js']);
});

test('a metafile without the client entry is an error naming it', () => {
  assert.throws(() => clientScripts({ outputs: {} }, 'client/meta.json'), /client\/meta.json names no client entry/);
});
