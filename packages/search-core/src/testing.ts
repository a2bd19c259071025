/** Test documents shaped like the compiler's output for a few real RNTL sections, a site's ranking settings, and network fakes. */
import { SearchEngine, type EngineOptions } from './engine';
import { compileRanking, type SiteRanking } from './ranking';
import type { SearchDocument } from '@rntl-docs/artifacts';

/** Ranking settings as a docs site like RNTL's writes them (its own are in its content/ folder). */
export const SITE_RANKING: SiteRanking = {
  referenceRoutes: '/docs/api/',
  secondaryRoutes: '/docs/(guides/faq|migration/)',
  migrationWords: '\\b(?:migrat|upgrad)',
  migrationRoutes: '/docs/migration/',
  migrationGuide: '/migration/v{version}$',
  synonyms: {
    install: ['quick start'],
    installation: ['quick start'],
    installing: ['quick start'],
    setup: ['quick start'],
    'getting started': ['quick start'],
    'get started': ['quick start'],
    click: ['press'],
    tap: ['press'],
    provider: ['wrapper'],
    providers: ['wrapper'],
    hook: ['renderHook'],
    hooks: ['renderHook'],
    appear: ['findBy'],
    disappear: ['waitForElementToBeRemoved'],
    snapshot: ['toJSON'],
    check: ['expect'],
    assert: ['expect'],
    verify: ['expect'],
    hold: ['longPress'],
    simulate: ['userEvent'],
    trigger: ['fireEvent'],
    print: ['debug'],
    upgrade: ['migration'],
    upgrading: ['migration'],
    'clean up': ['cleanup'],
    'set up': ['quick start'],
    'api calls': ['network requests'],
    'api call': ['network requests'],
  },
  matcherVerbs: { is: 'be', are: 'be', has: 'have', have: 'have', contains: 'contain' },
};
export const SITE = compileRanking(SITE_RANKING);

/** An engine ranking with SITE_RANKING, as the site's build and browser use it. */
export const siteEngine = (documents: readonly SearchDocument[], options: EngineOptions = {}) => new SearchEngine(documents, { ranking: SITE_RANKING, ...options });

export function doc(id: string, title: string, header: string, content: string, names: string[] = []): SearchDocument {
  const [routePath, anchor = ''] = id.split('#') as [string, string?];
  return { id, title, header, headers: header ? [header] : [], content, names, routePath, anchor, domain: '' };
}

/** A section below other headings: `headers` runs from the outermost heading to its own. */
export function section(id: string, title: string, headers: string[], content: string): SearchDocument {
  return { ...doc(id, title, headers[headers.length - 1] ?? '', content), headers };
}

export const DOCS: SearchDocument[] = [
  doc('/docs/api/queries', 'Queries', '', 'Queries find host elements the way a person would look for them on screen.'),
  doc('/docs/api/queries#getbyrole', 'Queries', 'getByRole', 'Returns the element with the given accessibility role and optional accessible name.'),
  doc('/docs/api/queries#bytext', 'Queries', 'ByText', 'Matches elements by the text they render, as a string or a regular expression.'),
  doc('/docs/api/events/fire-event', 'Fire Event', '', 'Calls event handlers directly on an element.'),
  doc('/docs/api/events/fire-event#press', 'Fire Event', 'fireEvent.press', 'Invokes the onPress handler of the element or its nearest enabled ancestor.'),
  doc('/docs/api/render', 'Render', '', 'Renders a component tree into the test renderer and returns helpers.'),
  doc('/docs/api/render#options', 'Render', 'Options', 'The wrapper option wraps the tree in providers; createNodeMock mocks refs.'),
  doc('/docs/api/misc/async#waitfor', 'Async utilities', 'waitFor', 'Retries the callback until it stops throwing or the timeout passes; defaults to 1000 ms.'),
  doc('/docs/guides/faq#fake-timers', 'FAQ', 'Fake timers', 'Using jest fake timers together with userEvent needs the advanceTimers option.'),
];

/** A logger that records what it was given. */
export function recorder() {
  const calls: unknown[][] = [];
  return { calls, error: (...args: unknown[]) => calls.push(args) };
}

/** A fetch that answers every request with `status` and `body`. */
export const respond = (status: number, body: unknown) => async () => ({ ok: status < 400, status, json: async () => body });
