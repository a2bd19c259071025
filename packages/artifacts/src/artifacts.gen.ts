// Generated from the artifact schema (the compiler's models) by //packages/artifacts:artifacts_gen; do not edit.
// After a change to it: ./tools/bazel run //packages/artifacts:artifacts_gen_update

export type Analytics = VercelAnalytics | UmamiAnalytics | NoAnalytics;

export interface CustomPageData extends CustomPageFrame, PageBody {}

export interface CustomPageFrame {
  /** Page title (frontmatter title or first heading). */
  title: string;
  /** Browser tab title, with the site-title suffix. */
  documentTitle: string;
  /** Meta description. */
  description: string;
  /** Route with the version prefix, without the base path. */
  routePath: string;
  /** Language (empty: the site has one language). */
  lang: string;
  /** Documentation version. */
  version: string;
  /** Show the site footer under the page. */
  footer: boolean;
  /** Where the version switcher leads from this page. */
  versions: VersionLink[];
  /** Index in the manifest's nav of the item this page belongs to (its activeMatch, else its link). */
  activeNav?: number;
  /** Absolute URL (origin, base path, route) for Open Graph; none for the 404. */
  url?: string;
  /** Absolute URL of the same page in the default version, when it exists there (rel=canonical). */
  canonicalUrl?: string;
  /** Outline entries (depth 2 to 4). */
  toc: TocEntry[];
  /** Show the outline (frontmatter outline, and only when toc has entries). */
  outline: boolean;
  /** URL of the page's Markdown twin (/react-native-testing-library/docs/api.md). */
  markdownHref: string;
  /** Layout: the body alone (blank: without navbar and footer either). */
  pageType: "custom" | "blank";
}

export interface DocPageData extends DocPageFrame, PageBody {}

export interface DocPageFrame {
  /** Page title (frontmatter title or first heading). */
  title: string;
  /** Browser tab title, with the site-title suffix. */
  documentTitle: string;
  /** Meta description. */
  description: string;
  /** Route with the version prefix, without the base path. */
  routePath: string;
  /** Language (empty: the site has one language). */
  lang: string;
  /** Documentation version. */
  version: string;
  /** Show the site footer under the page. */
  footer: boolean;
  /** Where the version switcher leads from this page. */
  versions: VersionLink[];
  /** Index in the manifest's nav of the item this page belongs to (its activeMatch, else its link). */
  activeNav?: number;
  /** Absolute URL (origin, base path, route) for Open Graph; none for the 404. */
  url?: string;
  /** Absolute URL of the same page in the default version, when it exists there (rel=canonical). */
  canonicalUrl?: string;
  /** Outline entries (depth 2 to 4). */
  toc: TocEntry[];
  /** Show the outline (frontmatter outline, and only when toc has entries). */
  outline: boolean;
  /** URL of the page's Markdown twin (/react-native-testing-library/docs/api.md). */
  markdownHref: string;
  /** Date of the source's last commit (ISO 8601, UTC), when site.yaml sets lastUpdated and the
build knows it (tools/status/workspace_status.sh). */
  lastUpdatedTime?: string;
  /** Where to edit the page's source (site.yaml editLink.docRepoBaseUrl plus its path). */
  editUrl?: string;
  /** Key of the version's sidebar this page shows. */
  sidebar?: string;
  /** Previous page in sidebar order. */
  prev?: PageLink;
  /** Next page in sidebar order. */
  next?: PageLink;
  /** Ids of the sidebar groups that hold this page (shown open whatever their collapsed flag). */
  openGroups: string[];
  /** The same page in the default version, when this page is in another version and the page
exists there (an ancestor does not count): the banner offers it. */
  latest?: VersionLink;
  /** Layout: a documentation page. */
  pageType: "doc";
}

export interface EditLink {
  /** Repository URL the page's relative path is appended to. */
  docRepoBaseUrl: string;
  /** Link text. */
  text: string;
}

export interface ExternalLink {
  type: "external";
  /** The URL as written. */
  href: string;
}

export interface Feature {
  /** Card title. */
  title: string;
  /** One or two sentences. */
  details: string;
  /** One of the theme's SVG icons, shown above the title (emoji need an emoji font, which
many machines lack). */
  icon?: "layers" | "shield-check" | "people";
  /** Optional route the card links to. */
  link?: string;
  /** The link resolved by the link stage (not written in frontmatter). */
  target?: Link;
  /** Width in a 12-column grid (default 4: three cards per row). */
  span: number;
}

export interface Hero {
  /** Large title. */
  name: string;
  /** One or more lines under the title. */
  text: string | string[];
  /** Short sentence under the text. */
  tagline: string;
  /** Optional illustration, shown 375 by 375. */
  image?: HeroImage;
  /** Call-to-action buttons. */
  actions: HeroAction[];
}

export interface HeroAction {
  /** Button style: brand (filled) or alt (outlined). */
  theme: "brand" | "alt";
  /** Button label. */
  text: string;
  /** Route (version-relative) or external URL. */
  link: string;
  /** The link resolved by the link stage (not written in frontmatter). */
  target?: Link;
}

export interface HeroImage {
  /** Image path (light theme, or both). */
  src: string;
  /** Alternative text. */
  alt: string;
  /** Image path for the dark theme. */
  srcDark?: string;
  /** Responsive sources, as the HTML attribute. */
  srcset?: string;
  /** Responsive sizes, as the HTML attribute. */
  sizes?: string;
}

export interface HomePageData extends HomePageFrame, PageBody {}

export interface HomePageFrame {
  /** Page title (frontmatter title or first heading). */
  title: string;
  /** Browser tab title, with the site-title suffix. */
  documentTitle: string;
  /** Meta description. */
  description: string;
  /** Route with the version prefix, without the base path. */
  routePath: string;
  /** Language (empty: the site has one language). */
  lang: string;
  /** Documentation version. */
  version: string;
  /** Show the site footer under the page. */
  footer: boolean;
  /** Where the version switcher leads from this page. */
  versions: VersionLink[];
  /** Index in the manifest's nav of the item this page belongs to (its activeMatch, else its link). */
  activeNav?: number;
  /** Absolute URL (origin, base path, route) for Open Graph; none for the 404. */
  url?: string;
  /** Absolute URL of the same page in the default version, when it exists there (rel=canonical). */
  canonicalUrl?: string;
  /** Outline entries (depth 2 to 4). */
  toc: TocEntry[];
  /** Show the outline (frontmatter outline, and only when toc has entries). */
  outline: boolean;
  /** URL of the page's Markdown twin (/react-native-testing-library/docs/api.md). */
  markdownHref: string;
  /** Layout: the hero and feature cards. */
  pageType: "home";
  /** The hero, from the frontmatter. */
  hero?: Hero;
  /** The feature cards, from the frontmatter. */
  features: Feature[];
}

export type Link = RouteLink | PageLoadLink | ExternalLink;

export interface LocaleItem {
  /** Language code, also the URL prefix of non-default languages (e.g. zh). */
  lang: string;
  /** Name in the language menu. */
  label: string;
}

export interface Manifest {
  /** This manifest's version. */
  version: string;
  /** URL prefix of this version. */
  prefix: string;
  /** Site-wide settings. */
  site: SiteInfo;
  /** This version's home page (the navbar's logo link). */
  home: Link;
  /** Navbar items, links resolved to routes. */
  nav: NavItem[];
  /** Sidebars keyed by route prefix, links resolved. */
  sidebars: Record<string, SidebarItem[]>;
  /** Every page of this version. */
  routes: RouteEntry[];
  /** Page data file of this version's 404 page. */
  notFound: string;
  /** URL of this version's llms.txt (llmstxt.org). */
  llmsTxt: string;
}

export interface NavItem {
  /** Label. */
  text: string;
  /** Version-relative route or external URL. */
  link?: string;
  /** Regular expression over the route that marks the item active. */
  activeMatch?: string;
  /** Side of the navbar. */
  position: "left" | "right";
  /** Short badge after the label. */
  tag?: string;
  /** Dropdown entries. */
  items: NavItem[];
  /** The link resolved by the link stage (not written in site.yaml). */
  target?: Link;
}

export interface NoAnalytics {
  /** No analytics script, and no request for one. */
  provider: "none";
}

export interface NotFoundPageData {
  /** Page title (frontmatter title or first heading). */
  title: string;
  /** Browser tab title, with the site-title suffix. */
  documentTitle: string;
  /** Meta description. */
  description: string;
  /** Route with the version prefix, without the base path. */
  routePath: string;
  /** Language (empty: the site has one language). */
  lang: string;
  /** Documentation version. */
  version: string;
  /** Show the site footer under the page. */
  footer: boolean;
  /** Where the version switcher leads from this page. */
  versions: VersionLink[];
  /** Index in the manifest's nav of the item this page belongs to (its activeMatch, else its link). */
  activeNav?: number;
  /** Absolute URL (origin, base path, route) for Open Graph; none for the 404. */
  url?: string;
  /** Absolute URL of the same page in the default version, when it exists there (rel=canonical). */
  canonicalUrl?: string;
  /** Layout: the not-found page (one per version; the default version's is 404.html). */
  pageType: "404";
}

export interface OverviewGroup {
  name: string;
  items: OverviewItem[];
}

export interface OverviewHeading {
  /** Plain heading text. */
  text: string;
  /** Heading level. */
  depth: number;
  /** The heading on its page. */
  target: Link;
}

export interface OverviewItem {
  /** Title of the child page. */
  text: string;
  /** The child page. */
  target: Link;
  /** Its headings at the overview's depths. */
  headers: OverviewHeading[];
}

export interface OverviewPageData extends OverviewPageFrame, PageBody {}

export interface OverviewPageFrame {
  /** Page title (frontmatter title or first heading). */
  title: string;
  /** Browser tab title, with the site-title suffix. */
  documentTitle: string;
  /** Meta description. */
  description: string;
  /** Route with the version prefix, without the base path. */
  routePath: string;
  /** Language (empty: the site has one language). */
  lang: string;
  /** Documentation version. */
  version: string;
  /** Show the site footer under the page. */
  footer: boolean;
  /** Where the version switcher leads from this page. */
  versions: VersionLink[];
  /** Index in the manifest's nav of the item this page belongs to (its activeMatch, else its link). */
  activeNav?: number;
  /** Absolute URL (origin, base path, route) for Open Graph; none for the 404. */
  url?: string;
  /** Absolute URL of the same page in the default version, when it exists there (rel=canonical). */
  canonicalUrl?: string;
  /** Outline entries (depth 2 to 4). */
  toc: TocEntry[];
  /** Show the outline (frontmatter outline, and only when toc has entries). */
  outline: boolean;
  /** URL of the page's Markdown twin (/react-native-testing-library/docs/api.md). */
  markdownHref: string;
  /** Date of the source's last commit (ISO 8601, UTC), when site.yaml sets lastUpdated and the
build knows it (tools/status/workspace_status.sh). */
  lastUpdatedTime?: string;
  /** Where to edit the page's source (site.yaml editLink.docRepoBaseUrl plus its path). */
  editUrl?: string;
  /** Key of the version's sidebar this page shows. */
  sidebar?: string;
  /** Previous page in sidebar order. */
  prev?: PageLink;
  /** Next page in sidebar order. */
  next?: PageLink;
  /** Ids of the sidebar groups that hold this page (shown open whatever their collapsed flag). */
  openGroups: string[];
  /** The same page in the default version, when this page is in another version and the page
exists there (an ancestor does not count): the banner offers it. */
  latest?: VersionLink;
  /** Layout: a documentation page that lists the pages below it. */
  pageType: "overview";
  /** Child pages listed by the overview, grouped as in the sidebar. */
  overview: OverviewGroup[];
}

export interface PageBody {
  /** Rendered body. */
  html: string;
  /** The popovers the body opens: the tooltips of the quick info its code blocks' identifiers
name (aria-describedby), each once, and the tests its "tested" buttons show (popovertarget).
Not in the page's HTML document: the browser adds them from the page's data on the first sign
of interest in its code or claims, so a page's first visit does not carry them. */
  tips: string;
}

export type PageData = DocPageData | OverviewPageData | HomePageData | CustomPageData | NotFoundPageData;

export type PageFrame = DocPageFrame | OverviewPageFrame | HomePageFrame | CustomPageFrame;

export interface PageLink {
  /** Title of the linked page. */
  text: string;
  /** The page. */
  target: Link;
}

export interface PageLoadLink {
  type: "page";
  /** URL, with the base path. */
  href: string;
}

export interface RouteEntry {
  /** Route with the version prefix. */
  path: string;
  /** Hashed page data file, relative to the version's artifact folder. */
  file: string;
  /** Source file, relative to content/. */
  source: string;
  /** Language (empty: single-language site). */
  lang: string;
  /** Documentation version. */
  version: string;
  /** Page title, for links and prefetch hints. */
  title: string;
}

export interface RouteLink {
  type: "route";
  /** Route with the version prefix, without the base path, and its #anchor if any. */
  route: string;
}

export interface SearchConfig {
  /** local: the browser loads the version's static index; remote: it asks api_url. */
  mode: "local" | "remote";
  /** Remote mode: the search API, called with keyword, limit, searchIndexes and lang. */
  apiUrl?: string;
  /** Remote mode: index names sent to the API (default: the reader's version). */
  searchIndexes: string[];
  /** Hits shown per page group in the panel before "more". */
  panelHits: number;
  /** Most results a query returns. */
  limit: number;
}

export interface SearchDocument {
  /** Route plus anchor: unique per section. */
  id: string;
  /** Page title. */
  title: string;
  /** The section's heading ('' for the text before the first heading). */
  header: string;
  /** Parent headings, outermost first, ending with the section's own. */
  headers: string[];
  /** Plain text of the section. */
  content: string;
  /** Identifiers the section documents besides its heading: code spans opening a table row or list item. */
  names: string[];
  /** Route with the version prefix. */
  routePath: string;
  /** Heading id ('' for the page top). */
  anchor: string;
  /** Origin of the document (empty: this site). */
  domain: string;
}

export interface SidebarDivider {
  type: "divider";
  /** Line style. */
  dividerType: "solid" | "dashed";
}

export interface SidebarGroup {
  type: "group";
  /** Group heading. */
  text: string;
  /** Entries of the group, in order. */
  items: SidebarItem[];
  /** Start collapsed (unless it holds the current page). */
  collapsed: boolean;
  /** Whether the reader can toggle it. */
  collapsible: boolean;
  /** Optional route the heading itself links to. */
  link?: string;
  /** The heading's link resolved by the link stage (not written in site.yaml). */
  target?: Link;
  /** Element id of the group's list, unique in its sidebar (set by the link stage). */
  id: string;
}

export type SidebarItem = SidebarLink | SidebarGroup | SidebarDivider | SidebarSectionHeader;

export interface SidebarLink {
  type: "link";
  /** Label shown in the sidebar. */
  text: string;
  /** Route path, with the version prefix once resolved. */
  link: string;
  /** Short badge after the label. */
  tag?: string;
  /** Free-form marker for theme customisation. */
  context?: string;
  /** The link resolved by the link stage (not written in site.yaml). */
  target?: Link;
}

export interface SidebarSectionHeader {
  type: "sectionHeader";
  /** Text of the header. */
  sectionHeaderText: string;
  /** Short badge after the text. */
  tag?: string;
}

export interface SiteInfo {
  /** Site title (tab suffix, navbar). */
  title: string;
  /** Default meta description. */
  description: string;
  /** Base path the site is served under. */
  base: string;
  /** Scheme and host the site is deployed at, without a path (https://callstack.github.io): canonical,
Open Graph and sitemap URLs, and links in the Markdown twins and llms.txt, are origin + base + route. */
  origin: string;
  /** Language of the content. */
  lang: string;
  /** Source repository URL. */
  repository: string;
  /** Footer copyright line. */
  copyright: string;
  /** Optional footer message. */
  footerMessage?: string;
  /** Navbar social links (up to 5 inline). */
  socialLinks: SocialLink[];
  /** Edit-this-page link. */
  editLink?: EditLink;
  /** Show the last-updated line. */
  lastUpdated: boolean;
  /** Hide the navbar always, never, or on scroll down (auto). */
  hideNavbar: "never" | "always" | "auto";
  /** Offer the dark theme. */
  darkMode: boolean;
  /** Interface texts. */
  texts: Texts;
  /** Full-text search settings. */
  search: SearchConfig;
  /** Languages of the site; the language menu and locale redirects need more than one. */
  locales: LocaleItem[];
  /** auto: a first visit may be redirected to the browser's language; never: no redirects. */
  localeRedirect: "auto" | "never";
  /** Web analytics: the provider whose script pages load once hydrated (vercel, umami or none) and
its settings; none by default. Never loaded with ?globalUIComponents=0. */
  analytics: Analytics;
  /** URLs of the logo per theme (the same image twice when site.yaml names one). */
  logo: ThemedImage;
  /** Text beside the logo (site.yaml logoText, else the title). */
  logoText: string;
  /** Every version, with its URL prefix. */
  versions: VersionInfo[];
}

export interface SocialLink {
  /** Icon name (github, discord, x, ...). */
  icon: string;
  /** How content is used: a URL, a text, an image URL or markup. */
  mode: "link" | "text" | "img" | "dom";
  /** URL, text, image URL or markup, per mode. */
  content: string;
}

export interface Texts {
  outlineTitle: string;
  searchPlaceholder: string;
  prevPageText: string;
  nextPageText: string;
  lastUpdatedText: string;
  filterPlaceholder: string;
  searchInputPlaceholder: string;
  othersText: string;
  sourceCodeText: string;
  /** The search panel's close button. */
  closeText: string;
  /** Shown while a query's first results load. */
  searchingText: string;
  /** Accessible name of the search result list. */
  searchResultsLabel: string;
  /** Before the query, when nothing matched. */
  noResultsText: string;
  /** Under the no-results line. */
  noResultsHint: string;
  /** Heading of the page titles offered when nothing matched. */
  closestTitlesText: string;
  /** The button that lists every hit; {count} is their number. */
  showAllText: string;
  /** Accessible name of the theme switch. */
  darkModeText: string;
  /** Accessible name of the phone navigation button. */
  navigationText: string;
  /** The version menu's name (followed by the current version) and the phone menu's heading. */
  versionText: string;
  /** The language menu's name (followed by the current language). */
  languageText: string;
  /** The phone menu's heading of the theme switch. */
  appearanceText: string;
  /** The button that opens the sidebar drawer on narrow screens. */
  menuText: string;
  /** Accessible name of the navbar's navigation landmark. */
  mainNavLabel: string;
  /** Accessible name of the sidebar's navigation landmark. */
  sidebarLabel: string;
  /** Accessible name of the previous/next page links under a doc page. */
  paginationLabel: string;
  /** Accessible name of the home page's features section. */
  featuresLabel: string;
  /** The button of the menu holding the social links past the fifth. */
  moreLinksText: string;
  /** The button that scrolls back to the top of the page. */
  scrollToTopText: string;
  /** Accessible name of the progress bar shown while a page loads. */
  loadingPageText: string;
  /** The first link of every page, shown on keyboard focus, to the main content. */
  skipToContentText: string;
  /** Shown when the data of the page being opened cannot be fetched. */
  loadErrorText: string;
  /** Heading of the 404 page. */
  notFoundTitle: string;
  /** The 404 page's link to the home of the version the URL names. */
  notFoundHomeText: string;
  /** Accessible name of each code block's copy button (the compiler writes it into the page body). */
  copyCodeText: string;
  /** That button's name for the 2 s after a copy. */
  copiedCodeText: string;
  /** The button that copies the page's Markdown twin. */
  copyPageText: string;
  /** That button while the Markdown loads. */
  copyingPageText: string;
  /** That button once the Markdown is on the clipboard. */
  copiedPageText: string;
  /** That button when copying failed. */
  copyFailedText: string;
  /** Note atop a page of a version other than the latest; {version} is the page's, {link} is
latest_version_link_text linking the page in the latest version. */
  oldVersionText: string;
  /** The old-version note's link; {version} is the latest version. */
  latestVersionLinkText: string;
  /** Shown after the version menu led to an ancestor page; {from} is the version left, {version} the one shown. */
  versionFallbackText: string;
}

export interface ThemedImage {
  /** Image for the light theme. */
  light: string;
  /** Image for the dark theme. */
  dark: string;
}

export interface TocEntry {
  /** Plain heading text. */
  text: string;
  /** Anchor id. */
  id: string;
  /** Heading level. */
  depth: number;
}

export interface UmamiAnalytics {
  /** Umami: works on any static host (GitHub Pages too), since its script and the events it sends
go to the Umami instance, not to the site's host. Client-side navigations count by themselves. */
  provider: "umami";
  /** The tracker script's https URL, as Umami's tracking code gives it: https://cloud.umami.is/script.js
on Umami Cloud, https://YOUR-INSTANCE/script.js when self-hosted. */
  scriptUrl: string;
  /** The website's id (a UUID), as Umami's tracking code gives it (its data-website-id): Umami
issues it when the website is added there. */
  websiteId: string;
}

export interface VercelAnalytics {
  /** Vercel Web Analytics: works only when the site is deployed on Vercel with Web Analytics
enabled for the project. When its script fails to load, the console says so (disable ad blockers
in development, enable Web Analytics for the project in production); nothing throws. */
  provider: "vercel";
  /** The script pages load: the deployment's own /_vercel/insights/script.js, at the host's root. */
  scriptUrl: string;
}

export interface VersionFiles {
  version: string;
  /** The version's data folder, below the bundle root (_data/13.x/): its manifest, route table,
page data and search files. */
  dataDir: string;
  /** The route table's file in the data folder (routes.<hash>.json): every route and sidebar,
named by its content. */
  routeTable: string;
  /** The file in the data folder that names the packed search index (the search-index step
writes both). */
  searchIndex: string;
  /** The site's stylesheet, below the bundle root (assets/style.<hash>.css). */
  stylesheet: string;
}

export interface VersionInfo {
  name: string;
  /** URL prefix: '' for the default version, '/12.x' otherwise. */
  prefix: string;
  default: boolean;
}

export interface VersionLink {
  /** Target version. */
  version: string;
  /** Route in that version, with its prefix: the same page, or its nearest existing ancestor. */
  link: string;
  /** False when the page does not exist in that version. */
  exact: boolean;
  /** URL the version switcher opens: with ?from=<this version> when not exact, so that page says so. */
  href: string;
}
