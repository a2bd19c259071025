/** A small two-version, two-language site's layout and page, as the compiler would emit them. */
import type { DocPageData, Layout } from '../shared/site';
import type { NavItem } from '../shared/artifacts.gen';

const BASE = '/react-native-testing-library/';

const guides: NavItem = {
  text: 'Guides',
  position: 'left',
  items: [
    { text: 'Queries', position: 'left', items: [], link: '/docs/queries', target: { type: 'route', route: '/docs/queries' } },
    { text: 'Matchers', position: 'left', items: [], link: '/docs/matchers', target: { type: 'route', route: '/docs/matchers' } },
    { text: 'Changelog', position: 'left', items: [], link: 'https://example.com/changelog', target: { type: 'external', href: 'https://example.com/changelog' } },
  ],
};

export const layout: Layout = {
  version: '2.x',
  prefix: '',
  home: { type: 'route', route: '/' },
  nav: [{ text: 'Docs', position: 'left', items: [], link: '/docs/intro', target: { type: 'route', route: '/docs/intro' } }, guides],
  sidebars: {},
  llmsTxt: `${BASE}llms.txt`,
  routesFile: 'routes.0123456789.json',
  site: {
    title: 'Example Docs',
    description: 'Docs of an example library.',
    base: BASE,
    origin: 'https://example.com',
    lang: 'en',
    repository: 'https://example.com/repo',
    copyright: 'Copyright',
    socialLinks: [],
    lastUpdated: false,
    hideNavbar: 'never',
    darkMode: true,
    texts: {
      outlineTitle: 'On this page',
      searchPlaceholder: 'Search the docs',
      prevPageText: 'Previous',
      nextPageText: 'Next',
      lastUpdatedText: 'Updated',
      filterPlaceholder: 'Filter',
      searchInputPlaceholder: 'Type to search',
      othersText: 'Others',
      sourceCodeText: 'Source',
      closeText: 'Close search',
      searchingText: 'Looking…',
      searchResultsLabel: 'Matches',
      noResultsText: 'Nothing for',
      noResultsHint: 'Try another word',
      closestTitlesText: 'Similar titles',
      showAllText: 'All {count} matches',
      darkModeText: 'Dark theme',
      navigationText: 'Site menu',
      versionText: 'Release',
      languageText: 'Language',
      appearanceText: 'Theme',
      menuText: 'Sections',
      mainNavLabel: 'Top',
      sidebarLabel: 'Chapters',
      paginationLabel: 'Neighbours',
      featuresLabel: 'Highlights',
      moreLinksText: 'Other places',
      scrollToTopText: 'Back up',
      loadingPageText: 'Fetching page',
    },
    search: { mode: 'local', searchIndexes: [], panelHits: 7, limit: 100 },
    locales: [
      { lang: 'en', label: 'English' },
      { lang: 'zh', label: '中文' },
    ],
    localeRedirect: 'never',
    logo: { light: `${BASE}img/logo.svg`, dark: `${BASE}img/logo.svg` },
    logoText: 'Example',
    versions: [
      { name: '2.x', prefix: '', default: true },
      { name: '1.x', prefix: '/1.x', default: false },
    ],
  },
};

export const page: DocPageData = {
  pageType: 'doc',
  title: 'Intro',
  documentTitle: 'Intro | Example Docs',
  description: '',
  routePath: '/docs/intro',
  lang: '',
  version: '2.x',
  footer: true,
  versions: [
    { version: '2.x', link: '/docs/intro', exact: true, href: `${BASE}docs/intro` },
    { version: '1.x', link: '/1.x/docs/intro', exact: true, href: `${BASE}1.x/docs/intro` },
  ],
  toc: [],
  outline: false,
  html: '<p>Intro</p>',
  markdownHref: `${BASE}docs/intro.md`,
  openGroups: [],
};
