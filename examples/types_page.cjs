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

// The quick info a reader sees for one identifier: TypeScript's display string, capped as editors
// cap a hover (a type spelled out in full can run to pages), and the first paragraph of its doc.
const MAX_TEXT = 600;
const RNTL = `${path.sep}node_modules${path.sep}@testing-library${path.sep}react-native${path.sep}`;

/**
 * A display string without the machine's paths: TypeScript names a module it cannot name by its
 * specifier by its file (`typeof import("/…/node_modules/react-native/types/index")`), which would
 * differ from one checkout to the next. The package path is what a reader would import.
 */
function portable(text) {
  return text.replace(/import\("[^"]*\/node_modules\/([^"]+?)(?:\/index)?"\)/g, 'import("$1")');
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
    // One language service for every page: its program is the type check's, and it asks for the
    // quick info. Each page is staged in a folder of its own, so a file's version never changes;
    // the toolchain does not change while this process lives (the lock is one of the worker's
    // files: a new lock starts a new worker), so its parsed declarations are kept from page to page.
    this.page = { dir: this.stage.dir, roots: [] };
    this.service = this.ts.createLanguageService(this.serviceHost(), this.ts.createDocumentRegistry());
  }

  serviceHost() {
    const ts = this.ts;
    const host = ts.createCompilerHost(this.options, true);
    const outside = (name) => !name.startsWith(this.page.dir + path.sep);
    const memory = {};
    for (const method of ['fileExists', 'directoryExists', 'realpath', 'readFile', 'getDirectories']) {
      memory[method] = new Map();
      host[method] = remembered(host[method].bind(host), memory[method], outside);
    }
    return {
      getCompilationSettings: () => this.options,
      getScriptFileNames: () => this.page.roots,
      getScriptVersion: () => '1',
      getScriptSnapshot: (name) => {
        const text = host.readFile(name);
        return text === undefined ? undefined : ts.ScriptSnapshot.fromString(text);
      },
      getCurrentDirectory: () => this.stage.dir,
      getDefaultLibFileName: (options) => ts.getDefaultLibFilePath(options),
      fileExists: host.fileExists,
      readFile: host.readFile,
      directoryExists: host.directoryExists,
      realpath: host.realpath,
      getDirectories: host.getDirectories,
    };
  }

  /**
   * @param {{ dir: string, index: object }} page
   * @param {{ quickInfo?: boolean }} [want]
   * @returns {{ blocks: number, notRun: number, unparsed: number[], errors: string[], quickInfo?: object }}
   */
  check(page, { quickInfo = false } = {}) {
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

    this.page = { dir, roots: [this.setup, ...blocks.keys()] };
    const program = this.service.getProgram();
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
    const result = { blocks: blocks.size, notRun, unparsed: unparsed.sort((a, b) => a - b), errors: errors.map((e) => e.text) };
    if (quickInfo && !errors.length) result.quickInfo = this.quickInfo(program, blocks, page.index);
    return result;
  }

  /**
   * Every identifier of the page's TypeScript blocks that the program resolves, with its quick
   * info: { source, infos: [{ text, doc, api }], blocks: { KEY: [[row, column, length, info]] } },
   * a block under the content key the examples stage gave it (examples.json `keys`), a row counted
   * from its first line, a column in code points, as the compiler's strings count. `api` is the
   * name an RNTL symbol is documented under (`screen.getByRole`, else `getByRole`), for the
   * compiler to link.
   */
  quickInfo(program, blocks, index) {
    const ts = this.ts;
    const checker = program.getTypeChecker();
    const infos = [];
    const known = new Map();
    const out = {};
    const seen = new Map();
    for (const [file, line] of [...blocks].sort((a, b) => a[1] - b[1])) {
      const key = index.keys?.[line];
      if (!key) continue;
      const sourceFile = program.getSourceFile(file);
      const spans = [];
      const visit = (node) => {
        if (ts.isIdentifier(node)) {
          const start = node.getStart(sourceFile);
          const entry = this.entryAt(checker, file, node, start, seen);
          if (entry) {
            const id = JSON.stringify(entry);
            if (!known.has(id)) {
              known.set(id, infos.length);
              infos.push(entry);
            }
            const at = sourceFile.getLineAndCharacterOfPosition(start);
            const lineStart = sourceFile.getPositionOfLineAndCharacter(at.line, 0);
            const column = [...sourceFile.text.slice(lineStart, start)].length;
            spans.push([at.line, column, [...node.text].length, known.get(id)]);
          }
        }
        ts.forEachChild(node, visit);
      };
      visit(sourceFile);
      spans.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
      if (spans.length) out[key] = spans;
    }
    return { source: index.source, infos, blocks: out };
  }

  /**
   * The quick info of one identifier, or null when the program does not resolve it. Spelling out a
   * type is most of its cost, and a page names the same few symbols again and again: an
   * identifier whose symbol, type, resolved call and place in the syntax are those of one already
   * asked about gets the same answer without asking again.
   */
  entryAt(checker, file, node, start, seen) {
    const ts = this.ts;
    const symbol = checker.getSymbolAtLocation(node);
    if (!symbol) return null;
    const call = ts.isCallLikeExpression(node.parent) ? node.parent : ts.isCallLikeExpression(node.parent.parent) ? node.parent.parent : null;
    const parts = [symbol, checker.getTypeAtLocation(node), call ? checker.getResolvedSignature(call) : null, node.parent.kind];
    let memo = seen;
    for (const part of parts.slice(0, -1)) {
      if (!memo.has(part)) memo.set(part, new Map());
      memo = memo.get(part);
    }
    const last = parts[parts.length - 1];
    if (memo.has(last)) return memo.get(last);
    const info = this.service.getQuickInfoAtPosition(file, start);
    const text = info && portable(ts.displayPartsToString(info.displayParts));
    let entry = null;
    if (text) {
      const doc = ts.displayPartsToString(info.documentation ?? []).split(/\n\s*\n/)[0].trim();
      entry = { text: text.length > MAX_TEXT ? text.slice(0, MAX_TEXT - 1) + '…' : text, doc, api: this.apiName(checker, node) };
    }
    memo.set(last, entry);
    return entry;
  }

  /** The documented name of an identifier that stands for an RNTL export or member, else null. */
  apiName(checker, node) {
    const ts = this.ts;
    let symbol = checker.getSymbolAtLocation(node);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    if (!symbol?.declarations?.some((d) => d.getSourceFile().fileName.includes(RNTL))) return null;
    const parent = node.parent;
    if (ts.isPropertyAccessExpression(parent) && parent.name === node && ts.isIdentifier(parent.expression)) {
      return `${parent.expression.text}.${node.text}`;
    }
    return node.text;
  }
}

module.exports = { PageTypes };
