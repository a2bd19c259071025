import { renderInSite, screen, waitFor } from '../testing/render';
import assert from 'node:assert/strict';
import { afterEach, beforeEach, test } from 'node:test';
import { Route, Routes, useLocation } from 'react-router';
import type { SidebarItem } from '../shared/site';
import { layout } from '../testing/fixtures';
import { Sidebar } from './Sidebar';
import { SidebarMenuBar } from './SidebarMenuBar';
import { useSidebarDrawer } from './useSidebarDrawer';

const { texts } = layout.site;
const ITEMS: SidebarItem[] = [
  { type: 'link', text: 'Intro', link: '/docs/intro', target: { type: 'route', route: '/docs/intro' } },
  { type: 'link', text: 'Queries', link: '/docs/queries', target: { type: 'route', route: '/docs/queries' } },
];

/** The page's sidebar as the app lays it out: the menu bar's button and the drawer it opens. */
function Page() {
  const drawer = useSidebarDrawer();
  const { pathname } = useLocation();
  return (
    <>
      <SidebarMenuBar toc={[]} drawer={drawer} outlineTitle={texts.outlineTitle} menuText={texts.menuText} />
      <Sidebar items={ITEMS} route={pathname} openGroups={[]} drawerOpen={drawer.open} onCloseDrawer={drawer.close} label={texts.sidebarLabel} />
    </>
  );
}

const viewport = (width: number) => (window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } }).happyDOM.setViewport({ width, height: 800 });

function renderPage() {
  const view = renderInSite(
    <Routes>
      <Route path="*" element={<Page />} />
    </Routes>,
  );
  const button = screen.getByRole('button', { name: texts.menuText });
  const sidebar = screen.getByRole('navigation', { name: texts.sidebarLabel });
  return { ...view, button, sidebar };
}

beforeEach(() => viewport(400));
afterEach(() => viewport(1280));

test('the menu button opens the drawer and locks page scrolling; Escape closes it', async () => {
  const { user, button, sidebar } = renderPage();
  assert.equal(button.getAttribute('aria-expanded'), 'false');
  assert.equal(button.getAttribute('aria-controls'), sidebar.id);
  assert.equal(sidebar.getAttribute('data-state'), 'closed');

  await user.click(button);
  assert.equal(button.getAttribute('aria-expanded'), 'true');
  assert.equal(sidebar.getAttribute('data-state'), 'open');
  assert.equal(document.body.dataset.scrollLocked, 'true');

  await user.keyboard('{Escape}');
  assert.equal(sidebar.getAttribute('data-state'), 'closed');
  assert.equal(document.body.dataset.scrollLocked, undefined);
});

test('following a link in the drawer closes it', async () => {
  const { user, button, sidebar } = renderPage();
  await user.click(button);
  await user.click(screen.getByRole('link', { name: 'Queries' }));
  await waitFor(() => assert.equal(sidebar.getAttribute('data-state'), 'closed'));
  assert.equal(screen.getByRole('link', { name: 'Queries' }).getAttribute('aria-current'), 'page');
});

test('widening the screen past the drawer breakpoint closes it', async () => {
  const { user, button, sidebar } = renderPage();
  await user.click(button);
  assert.equal(sidebar.getAttribute('data-state'), 'open');
  viewport(1200);
  await waitFor(() => assert.equal(sidebar.getAttribute('data-state'), 'closed'));
  assert.equal(button.getAttribute('aria-expanded'), 'false');
});
