import { renderInSite, screen, serveFiles, waitFor, within } from '../testing/render';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Route, Routes, useLocation } from 'react-router';
import type { SearchDocument } from '@rntl-docs/artifacts';
import { packSearchIndex } from '@rntl-docs/search-core';
import { layout } from '../testing/fixtures';
import { dataUrl, SEARCH_INDEX_POINTER } from '../shared/site';
import SearchPanel from './SearchPanel';

const { texts } = layout.site;

function section(routePath: string, anchor: string, title: string, header: string, content: string): SearchDocument {
  const id = anchor ? `${routePath}#${anchor}` : routePath;
  return { id, title, header, headers: header ? [header] : [], content, names: [], routePath, anchor, domain: '' };
}

const DOCUMENTS = [
  section('/docs/queries', '', 'Queries', '', 'Queries find elements the way a person looks for them on screen.'),
  section('/docs/queries', 'by-role', 'Queries', 'By role', 'Finds an element by its accessibility role and accessible name.'),
  section('/docs/matchers', '', 'Matchers', '', 'Matchers check an element against what the screen should show.'),
  section('/docs/render-hook', '', 'Render Hook', '', 'Calls a custom hook inside a test component.'),
];

/** The version's packed index and page texts, served where the panel fetches them. */
function serveIndex(): void {
  const { index, texts: bodies } = packSearchIndex(DOCUMENTS, (body) => `search/${body.length}.json`);
  const files = new Map<string, unknown>([
    [dataUrl(layout, SEARCH_INDEX_POINTER), { file: 'index.json' }],
    [dataUrl(layout, 'index.json'), index],
  ]);
  for (const [name, body] of bodies) files.set(dataUrl(layout, name), JSON.parse(body));
  serveFiles(files);
}

/** Where the router is, for the test to read. */
function Location() {
  return <output aria-label="location">{useLocation().pathname}</output>;
}

function renderPanel() {
  serveIndex();
  let closed = 0;
  const view = renderInSite(
    <Routes>
      <Route path="*" element={<><SearchPanel manifest={layout} onClose={() => closed++} /><Location /></>} />
    </Routes>,
  );
  return { ...view, closed: () => closed };
}

test('typing finds sections grouped by page, and the arrow keys and Enter open one', async () => {
  const { user, closed } = renderPanel();
  const dialog = screen.getByRole('dialog', { name: texts.searchPlaceholder });
  const input = within(dialog).getByRole('combobox', { name: texts.searchPlaceholder });
  assert.equal(document.activeElement, input);
  assert.equal(input.getAttribute('placeholder'), texts.searchInputPlaceholder);

  await user.type(input, 'element');
  const results = screen.getByRole('listbox', { name: texts.searchResultsLabel });
  // Not busy: the list holds the whole answer to what the input says.
  await waitFor(() => assert.equal(results.getAttribute('aria-busy'), 'false'));
  const pages = within(results).getAllByRole('group').map((g) => g.getAttribute('aria-label'));
  assert.ok(pages.includes('Queries') && pages.includes('Matchers'), `hits grouped under their page titles: ${pages.join(', ')}`);
  const options = within(results).getAllByRole('option');
  assert.ok(options.length >= 2, 'the word is in sections of two pages');
  const selected = () => input.getAttribute('aria-activedescendant');
  assert.equal(selected(), options[0]!.id);
  assert.equal(options[0]!.getAttribute('aria-selected'), 'true');
  await user.keyboard('{ArrowDown}');
  assert.equal(selected(), options[1]!.id);
  await user.keyboard('{ArrowUp}{ArrowUp}');
  assert.equal(selected(), options[options.length - 1]!.id, 'ArrowUp wraps to the last hit');
  await user.keyboard('{ArrowDown}');
  assert.equal(selected(), options[0]!.id);

  await user.keyboard('{Enter}');
  assert.equal(closed(), 1);
  const opened = new URL(options[0]!.getAttribute('href')!, window.location.href).pathname;
  assert.equal(layout.site.base + screen.getByRole('status', { name: 'location' }).textContent!.slice(1), opened);
});

test('nothing found: the panel says so and offers the closest page titles', async () => {
  const { user } = renderPanel();
  await user.type(screen.getByRole('combobox'), 'rendr hok');
  const status = await within(screen.getByRole('dialog')).findByRole('status');
  assert.match(status.textContent ?? '', new RegExp(`${texts.noResultsText}\\s*rendr hok`));
  assert.ok(within(status).getByText(texts.noResultsHint));
  const offered = screen.getByRole('group', { name: texts.closestTitlesText });
  assert.ok(within(offered).getByRole('option', { name: 'Render Hook' }));
});

test('Escape and the close button close the panel', async () => {
  const { user, closed } = renderPanel();
  await user.keyboard('{Escape}');
  assert.equal(closed(), 1);
  await user.click(screen.getByRole('button', { name: texts.closeText }));
  assert.equal(closed(), 2);
});
