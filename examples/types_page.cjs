// Type-checks one page's TypeScript blocks against the version's packages with the TypeScript
// compiler API, and reports an API name the version does not have as
// `content/13.x/docs/api/render.md:LINE: TS2305: ...`. The parsed library and package declarations
// are kept from one page to the next: each page pays only for its own blocks.
//
// Snippets use names they never declare (`screen`, `element`, a component shown elsewhere), so
// only the errors that mean "this package has no such export or member" count: an import of a
// name the version does not export, or a member that its types do not have. Everything else a
// snippet leaves undeclared is not reported.
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { Stage } = require('./workdir.cjs');

// TS2305/TS2724/TS2614: the module has no exported member X; TS2694: the namespace has none;
// TS2339/TS2551: the property does not exist on a type (reported only for the version's own
// types, see below).
const COUNTED = new Set([2305, 2724, 2614, 2694, 2339, 2551]);
const PACKAGES = /@testing-library\/react-native|RenderResult|RenderHookResult|Screen|UserEvent|ReactTestInstance|FireEvent|Queries|typeof import/;

const OPTIONS = {
  noEmit: true,
  strict: true,
  jsx: 'react-jsx',
  target: 'es2022',
  // No DOM library: a snippet's undeclared `screen` must stay undeclared, not become window.screen.
  lib: ['es2022'],
  module: 'esnext',
  moduleResolution: 'bundler',
  esModuleInterop: true,
  skipLibCheck: true,
  types: ['jest'],
};

/** Wraps a host method so its answers for files outside the staged page are asked once. */
function remembered(fn, memory, outside) {
  return (name, ...rest) => {
    if (!outside(name)) return fn(name, ...rest);
    if (!memory.has(name)) memory.set(name, fn(name, ...rest));
    return memory.get(name);
  };
}

class PageTypes {
  /**
   * @param {{ root: string, modules: string, setup: string[] }} toolchain
   *   root: where pages are staged (workdir.cjs); setup: the modules Jest loads before each test,
   *   whose matchers every block's types see, as every test runs with them.
   */
  constructor({ root, modules, setup }) {
    this.ts = require(path.join(modules, 'typescript'));
    this.stage = new Stage(root, 'types', (dir) => {
      fs.symlinkSync(modules, path.join(dir, 'node_modules'));
      fs.writeFileSync(path.join(dir, 'setup.ts'), setup.map((m) => `import '${m}';\n`).join('') + 'export {};\n');
    });
    this.setup = path.join(this.stage.dir, 'setup.ts');
    const { options, errors } = this.ts.convertCompilerOptionsFromJson(OPTIONS, this.stage.dir);
    if (errors.length) throw new Error(this.ts.flattenDiagnosticMessageText(errors[0].messageText, '\n'));
    this.options = options;
    // The toolchain does not change while this process lives (the lock is one of the worker's
    // files: a new lock starts a new worker), so what was read of it holds for every page.
    this.memory = { sourceFiles: new Map(), fileExists: new Map(), directoryExists: new Map(), realpath: new Map(), readFile: new Map() };
  }

  host(dir) {
    const ts = this.ts;
    const host = ts.createCompilerHost(this.options, true);
    const outside = (name) => !name.startsWith(dir + path.sep);
    host.getCurrentDirectory = () => this.stage.dir;
    for (const method of ['fileExists', 'directoryExists', 'realpath', 'readFile']) {
      host[method] = remembered(host[method].bind(host), this.memory[method], outside);
    }
    const getSourceFile = host.getSourceFile.bind(host);
    host.getSourceFile = (name, language, onError, fresh) => {
      if (!outside(name)) return getSourceFile(name, language, onError, fresh);
      const key = typeof language === 'object' ? `${name}\0${language.languageVersion}\0${language.impliedNodeFormat}` : `${name}\0${language}`;
      if (!this.memory.sourceFiles.has(key)) this.memory.sourceFiles.set(key, getSourceFile(name, language, onError, fresh));
      return this.memory.sourceFiles.get(key);
    };
    return host;
  }

  /** @returns {{ blocks: number, notRun: number, unparsed: number[], errors: string[] }} */
  check(page) {
    const ts = this.ts;
    const source = `content/${page.index.source}`;
    const blocks = new Map(); // staged file -> line of its fence
    let notRun = 0;
    const dir = this.stage.next();
    const target = path.join(dir, page.index.source);
    fs.cpSync(page.dir, target, { recursive: true, dereference: true });
    for (const [file, line] of Object.entries(page.index.tests)) blocks.set(path.join(target, file), line);
    const checks = path.join(target, '_check');
    for (const name of fs.existsSync(checks) ? fs.readdirSync(checks).sort() : []) {
      blocks.set(path.join(checks, name), Number(name.slice(1).split('.')[0]));
      notRun += 1;
    }

    const program = ts.createProgram({ rootNames: [this.setup, ...blocks.keys()], options: this.options, host: this.host(dir) });
    const unparsed = [];
    const errors = [];
    for (const [file, line] of blocks) {
      const sourceFile = program.getSourceFile(file);
      // Signature listings are not always valid TypeScript: a block that does not parse is left out
      // and counted. One that parses but is not a program (`const x: T;`) is still checked: its
      // names are the API's.
      if (program.getSyntacticDiagnostics(sourceFile).length) {
        unparsed.push(line);
        continue;
      }
      for (const d of program.getSemanticDiagnostics(sourceFile)) {
        const message = ts.flattenDiagnosticMessageText(d.messageText, '\n').split('\n')[0];
        if (!COUNTED.has(d.code)) continue;
        if ((d.code === 2339 || d.code === 2551) && !PACKAGES.test(message)) continue;
        const row = sourceFile.getLineAndCharacterOfPosition(d.start).line + 1;
        errors.push({ line: line + row, text: `${source}:${line + row}: TS${d.code}: ${message}` });
      }
    }
    errors.sort((a, b) => a.line - b.line);
    return { blocks: blocks.size, notRun, unparsed: unparsed.sort((a, b) => a - b), errors: errors.map((e) => e.text) };
  }
}

module.exports = { PageTypes };
