import { renderInSite, screen } from '../testing/render';
import assert from 'node:assert/strict';
import { afterEach, test } from 'node:test';
import { layout } from '../testing/fixtures';
import { ScrollToTop } from './ScrollToTop';

const name = layout.site.texts.scrollToTopText;
const scrolled = (y: number) => {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
};
afterEach(() => scrolled(0));

test('the button appears once the page is scrolled down and scrolls back to the top', async () => {
  const { user } = renderInSite(<ScrollToTop label={name} />);
  assert.equal(screen.queryByRole('button', { name }), null);

  scrolled(1000);
  const button = await screen.findByRole('button', { name });

  const calls: unknown[] = [];
  const scrollTo = window.scrollTo;
  window.scrollTo = ((options: ScrollToOptions) => void calls.push(options)) as typeof window.scrollTo;
  try {
    await user.click(button);
  } finally {
    window.scrollTo = scrollTo;
  }
  assert.deepEqual(calls, [{ top: 0, behavior: 'smooth' }]);
});
