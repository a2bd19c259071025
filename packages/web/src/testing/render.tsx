/** Renders a component the way the app does: inside a router and the version's SiteContext. */
import './dom';
import { afterEach } from 'node:test';
import { cleanup, render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { SiteContext } from '../shared/SiteContext';
import type { Layout } from '../shared/site';
import { layout as defaultLayout } from './fixtures';

// Nothing reaches the network: a test that needs files serves them with serveFiles().
const notFound = async () => new Response('', { status: 404 });
globalThis.fetch = notFound;
afterEach(() => {
  globalThis.fetch = notFound;
});

/** Answers fetches of the given URL paths with their JSON, and 404 otherwise. */
export function serveFiles(files: Map<string, unknown>): void {
  globalThis.fetch = async (input) => {
    const url = new URL(typeof input === 'string' ? input : 'url' in input ? input.url : input.href, window.location.href);
    const body = files.get(url.pathname);
    return body === undefined ? new Response('', { status: 404 }) : new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  };
}

// node:test has no global afterEach for Testing Library to find, so unmount here.
afterEach(cleanup);

export interface SiteRender extends RenderResult {
  user: UserEvent;
}

export function renderInSite(ui: ReactNode, { layout = defaultLayout, route = '/docs/intro' }: { layout?: Layout; route?: string } = {}): SiteRender {
  const user = userEvent.setup();
  const result = render(
    <MemoryRouter initialEntries={[route]}>
      <SiteContext.Provider value={layout}>{ui}</SiteContext.Provider>
    </MemoryRouter>,
  );
  return { ...result, user };
}

export { screen, waitFor, within } from '@testing-library/react';
