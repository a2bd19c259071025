import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { DocPageFrame } from '@rntl-docs/artifacts';
import { pageDataOf } from './pages';

const frame: DocPageFrame = {
  pageType: 'doc',
  title: 'Render',
  documentTitle: 'Render | Docs',
  description: 'How to render.',
  routePath: '/docs/api/render',
  lang: '',
  version: '13.x',
  footer: true,
  versions: [],
  toc: [{ text: 'Options', id: 'options', depth: 2 }],
  outline: true,
  markdownHref: '/docs/api/render.md',
  openGroups: ['api'],
};

test("a page's data is its frame with its body, the body last in its file", () => {
  const page = pageDataOf(frame, { html: '<p>Body</p>', tips: '<div role="tooltip">T</div>' });
  assert.deepEqual(page, { ...frame, html: '<p>Body</p>', tips: '<div role="tooltip">T</div>' });
  assert.ok(JSON.stringify(page).endsWith(',"html":"<p>Body</p>","tips":"<div role=\\"tooltip\\">T</div>"}'));
});
