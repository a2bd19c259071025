/** The packed index round-trips, and the engine over it finds what the full-text engine finds. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { decodeGaps, encodeGaps, packSearchIndex, packSearchPart, pageText, PART_PAGES, partSectionIds, sectionIdsOf, termsOf, unpackSearchIndex, type PackedPart, type PackedSearchIndex } from './packed';
import { doc, DOCS, section, siteEngine } from './testing';

const pack = (docs = DOCS) => packSearchIndex(docs, (body) => `text-${body.length}.json`);
/** The index with its one part changed: malformed parts must be refused. */
const withPart = (index: PackedSearchIndex, change: Partial<PackedPart>) => ({ ...index, parts: [{ ...index.parts[0]!, ...change }] });

test('section numbers survive the gap encoding, small and large', () => {
  for (const numbers of [[], [0], [0, 1, 2, 3], [5, 31, 32, 33, 1000, 1001, 40000], [31], [32], [1023], [1024]]) {
    assert.deepEqual(decodeGaps(encodeGaps(numbers)), numbers);
  }
  assert.equal(encodeGaps([0, 1, 2]), '000', 'consecutive sections cost one character each');
  assert.throws(() => decodeGaps('0"'), /bad character/);
});

test('every section keeps its terms, heading, page and the place of its text', () => {
  const { index, texts } = pack();
  const { documents, textOf } = unpackSearchIndex(JSON.parse(JSON.stringify(index)));
  assert.equal(documents.length, DOCS.length);
  DOCS.forEach((original, i) => {
    const rebuilt = documents[i]!;
    assert.equal(rebuilt.id, original.id);
    assert.equal(rebuilt.title, original.title);
    assert.equal(rebuilt.header, original.header);
    assert.deepEqual(new Set(rebuilt.content.split(' ')), termsOf(original.content));
    const where = textOf.get(original.id)!;
    assert.equal((JSON.parse(texts.get(where.file)!) as string[])[where.position], original.content);
  });
});

test('each section keeps the names it documents; a name with a space is refused', () => {
  const docs = [doc('/docs/api/render', 'Render', '', 'Top.'), doc('/docs/api/render#options', 'Render', 'Options', 'wrapper wraps; concurrentRoot picks the root.', ['wrapper', 'concurrentRoot'])];
  const { documents } = unpackSearchIndex(JSON.parse(JSON.stringify(pack(docs).index)));
  assert.deepEqual(documents.map((d) => d.names), [[], ['wrapper', 'concurrentRoot']]);
  assert.throws(() => pack([doc('/a', 'A', '', 'x', ['two words'])]), /search document \/a: name "two words" holds a space/);
  const { index } = pack(docs);
  assert.throws(() => unpackSearchIndex(withPart(index, { names: '' })), /1 lines of names for 2 sections/);
});

test('each section keeps its place in the page: the headings above it, then its own', () => {
  const docs = [
    doc('/docs/api/queries', 'Queries', '', 'Top.'),
    section('/docs/api/queries#byrole', 'Queries', ['ByRole'], 'Role.'),
    section('/docs/api/queries#options', 'Queries', ['ByRole', 'Options'], 'Options.'),
    section('/docs/api/queries#name', 'Queries', ['ByRole', 'Options', 'name'], 'Name.'),
    section('/docs/api/queries#bytext', 'Queries', ['ByText'], 'Text.'),
    section('/docs/api/queries#options-1', 'Queries', ['ByText', 'Options'], 'More options.'),
    doc('/docs/api/render', 'Render', '', 'Render.'),
    section('/docs/api/render#options', 'Render', ['Options'], 'Render options.'),
  ];
  const { documents } = unpackSearchIndex(JSON.parse(JSON.stringify(pack(docs).index)));
  assert.deepEqual(documents.map((d) => d.headers), docs.map((d) => d.headers));
  const [hit] = siteEngine(documents, { contentIsTerms: true }).search('more options');
  assert.deepEqual(hit?.headers, ['ByText', 'Options']);
  const { index } = pack(docs);
  assert.throws(() => unpackSearchIndex(withPart(index, { sections: [[0, 'a', 'A', 1], [0, 'b', 'B']], terms: '' })), /sits in section 1, which does not come before it/);
});

test('front-coded terms share prefixes with the previous term', () => {
  const { index } = pack([doc('/a', 'A', '', 'render renders renderer rendering')]);
  assert.deepEqual(index.parts[0]!.terms.split('\n').map((l) => l.split(' ')[0]), ['0render', '6er', '6ing', '6s']);
});

test('the engine over the packed index ranks like the engine over full text', () => {
  const full = siteEngine(DOCS);
  const packed = siteEngine(unpackSearchIndex(pack().index).documents, { contentIsTerms: true });
  for (const query of ['getByRole', 'get by role', 'fireEvent.press', 'press', 'rend', 'waitFr', 'wrapper option', 'fake timers', 'timeout', 'accessible name']) {
    const expected = full.search(query).map((r) => [r.type, r.link]);
    assert.deepEqual(packed.search(query).map((r) => [r.type, r.link]), expected, query);
    assert.ok(expected.length > 0, query);
  }
});

test('malformed indexes are refused with a reason', () => {
  assert.throws(() => unpackSearchIndex([DOCS[0]]), /not a docs-search\/4 search index/);
  assert.throws(() => unpackSearchIndex(null), /not a docs-search\/4/);
  assert.throws(() => unpackSearchIndex({ format: 'docs-search/3', pages: [], sections: [], names: '', terms: '' }), /not a docs-search\/4/);
  const { index } = pack();
  assert.throws(() => unpackSearchIndex({ ...index, parts: [{ pages: [] }] }), /part 0 is not a part/);
  assert.throws(() => unpackSearchIndex(withPart(index, { sections: index.parts[0]!.sections.slice(0, 1) })), /names section \d+, which does not exist/);
  assert.throws(() => unpackSearchIndex(withPart(index, { sections: [[99, '', '']], terms: '' })), /names page 99/);
});

test('ids that disagree with route and anchor are refused at build time', () => {
  assert.throws(() => pack([{ ...DOCS[1]!, id: '/elsewhere' }]), /id must be \/docs\/api\/queries#getbyrole/);
});

test('section ids and page texts come out without unpacking the terms; given terms pack like computed ones', () => {
  const name = (body: string) => `t/${body.length}.json`;
  const { index, texts } = packSearchIndex(DOCS, name);
  assert.deepEqual(sectionIdsOf(index), DOCS.map((d) => d.id));
  for (const [route, , file] of index.parts[0]!.pages) {
    assert.equal(texts.get(file), pageText(DOCS.filter((d) => d.routePath === route)));
  }
  const given = packSearchIndex(DOCS, name, DOCS.map((d) => [...termsOf(d.content)]));
  assert.deepEqual(given.index, index);
});

test('a version past PART_PAGES pages packs in parts that unpack to every section, in order', () => {
  const pages = PART_PAGES * 2 + 3;
  const docs = Array.from({ length: pages }, (_, p) => [
    doc(`/p${p}`, `Page ${p}`, '', `opening words of page ${p}`),
    section(`/p${p}#more`, `Page ${p}`, ['More'], p % 2 ? 'odd pages say render' : 'even pages say waitFor'),
  ]).flat();
  const { index } = pack(docs);
  assert.deepEqual(index.parts.map((part) => part.pages.length), [PART_PAGES, PART_PAGES, 3]);
  assert.deepEqual(sectionIdsOf(index), docs.map((d) => d.id));
  const { documents, textOf } = unpackSearchIndex(JSON.parse(JSON.stringify(index)));
  assert.deepEqual(documents.map((d) => [d.id, d.headers]), docs.map((d) => [d.id, d.headers]));
  assert.equal(textOf.get(`/p${PART_PAGES + 1}#more`)?.position, 1, 'section numbers count from each part');
  const engine = siteEngine(documents, { contentIsTerms: true });
  const pagesFound = new Set(engine.search('waitFor', 5000).map((r) => r.link.split('#')[0]));
  assert.ok(pagesFound.has('/p0') && pagesFound.has(`/p${PART_PAGES * 2}`), 'a term is found in every part');
});

test('an edit to one page changes its own part only, which a build can pack alone', () => {
  const docs = Array.from({ length: PART_PAGES + 1 }, (_, p) => doc(`/p${p}`, `Page ${p}`, '', `words ${p}`));
  const edited = docs.map((d, i) => (i === PART_PAGES ? { ...d, content: 'a new sentence' } : d));
  const [before, after] = [pack(docs).index, pack(edited).index];
  assert.deepEqual(after.parts[0], before.parts[0]);
  assert.notDeepEqual(after.parts[1], before.parts[1]);
  const alone = packSearchPart(edited.slice(PART_PAGES), (body) => `text-${body.length}.json`);
  assert.deepEqual(alone.part, after.parts[1]);
  assert.deepEqual(partSectionIds(alone.part), [`/p${PART_PAGES}`]);
});
