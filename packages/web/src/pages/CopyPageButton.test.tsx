import { renderInSite, screen, serveFiles } from '../testing/render';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { layout, page } from '../testing/fixtures';
import { CopyPageButton } from './CopyPageButton';

const { texts } = layout.site;

test('the button names its state from texts and says when the page is copied', async () => {
  serveFiles(new Map([[page.markdownHref, '# Intro']]));
  const { user } = renderInSite(<CopyPageButton href={page.markdownHref} />);
  await user.click(screen.getByRole('button', { name: texts.copyPageText }));
  assert.ok(await screen.findByRole('button', { name: texts.copiedPageText }));
});
