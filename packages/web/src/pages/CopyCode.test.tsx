import { renderInSite, screen } from '../testing/render';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { MARKUP } from '@rntl-docs/artifacts/markup';
import { layout } from '../testing/fixtures';
import { DocBody } from './DocBody';

const { texts } = layout.site;

/** A code block as the compiler's renderer writes it, its button named from the site's texts. */
const HTML =
  `<div class="code-block" data-lang="tsx"><pre class="highlight" tabindex="0"><code>render(&lt;App /&gt;);</code></pre>` +
  `<button type="button" class="${MARKUP.copyCode}" aria-label="${texts.copyCodeText}" data-state="idle"></button></div>`;

test('the copy button copies the block and names its copied state from texts', async () => {
  const { user } = renderInSite(<DocBody html={HTML} />);
  await user.click(screen.getByRole('button', { name: texts.copyCodeText }));
  const copied = await screen.findByRole('button', { name: texts.copiedCodeText });
  assert.equal(copied.dataset.state, 'copied');
  assert.equal(await navigator.clipboard.readText(), 'render(<App />);');
});
