// Generated from the artifact schema by //packages/web:artifacts_gen; do not edit.
// After a model change: ./tools/bazel run //packages/web:artifacts_gen_update

export interface EditLink {
  /** Repository URL the page's relative path is appended to. */
  docRepoBaseUrl: string;
  /** Link text. */
  text: string;
}

export interface Feature {
  /** Card title. */
  title: string;
  /** One or two sentences. */
  details: string;
  /** One of the theme's SVG icons, shown above the title (emoji need an emoji font, which
many machines lack). */
  icon: "layers" | "shield-check" | "people" | null;
  /** Optional route the card links to. */
  link: string | null;
  /** Width in a 12-column grid (default 4: three cards per row). */
  span: number;
}

export interface Frontmatter {
  /** Page title; defaults to the first `#` heading. */
  title: string | null;
  /** Replaces the site title after the page title in the browser tab. */
  titleSuffix: string | null;
  /** Meta description and link preview text. */
  description: string | null;
  /** Layout of the page. */
  pageType: "home" | "doc" | "custom" | "blank";
  /** List the pages below this route with their headings (the overview page type). */
  overview: boolean;
  /** Heading depths an overview lists. */
  overviewHeaders: number[];
  /** Home page hero. */
  hero: Hero | null;
  /** Home page feature cards. */
  features: Feature[];
  /** Show the sidebar on this page. */
  sidebar: boolean;
  /** Show the outline on this page. */
  outline: boolean;
  /** Show the footer on this page. */
  footer: boolean;
}

export interface Hero {
  /** Large title. */
  name: string;
  /** One or more lines under the title. */
  text: string | string[];
  /** Short sentence under the text. */
  tagline: string;
  /** Optional illustration, shown 375 by 375. */
  image: HeroImage | null;
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
}

export interface HeroImage {
  /** Image path (light theme, or both). */
  src: string;
  /** Alternative text. */
  alt: string;
  /** Image path for the dark theme. */
  srcDark: string | null;
  /** Responsive sources, as the HTML attribute. */
  srcset: string | null;
  /** Responsive sizes, as the HTML attribute. */
  sizes: string | null;
}

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
  /** Navbar items, links resolved to routes. */
  nav: NavItem[];
  /** Sidebars keyed by route prefix, links resolved. */
  sidebars: Record<string, SidebarItem[]>;
  /** Every page of this version. */
  routes: RouteEntry[];
  /** Hashed page data file of this version's 404 page. */
  notFound: string;
  /** Hashed search documents file of this version. */
  searchIndex: string;
  /** This version's llms.txt (llmstxt.org), with the version prefix, without the base path. */
  llmsTxt: string;
}

export interface NavItem {
  /** Label. */
  text: string;
  /** Version-relative route or external URL. */
  link: string | null;
  /** Regular expression over the route that marks the item active. */
  activeMatch: string | null;
  /** Side of the navbar. */
  position: "left" | "right";
  /** Short badge after the label. */
  tag: string | null;
  /** Dropdown entries. */
  items: NavItem[];
}

export interface OverviewGroup {
  name: string;
  items: OverviewItem[];
}

export interface OverviewItem {
  text: string;
  link: string;
  headers: TocEntry[];
}

export interface PageData {
  /** Page title (frontmatter title or first heading). */
  title: string;
  /** Text of the first `#` heading. */
  headingTitle: string;
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
  /** Layout. */
  pageType: "home" | "doc" | "custom" | "blank" | "404" | "overview";
  /** Source file, relative to the version's content folder. */
  relativePath: string;
  /** Date of the source's last commit (ISO 8601, UTC), when site.yaml sets lastUpdated and the
build knows it (tools/status/workspace_status.sh). */
  lastUpdatedTime: string | null;
  /** Where to edit the page's source (site.yaml editLink.docRepoBaseUrl plus its path). */
  editUrl: string | null;
  /** The page's frontmatter. */
  frontmatter: Frontmatter;
  /** Outline entries (depth 2 to 4). */
  toc: TocEntry[];
  /** Rendered body. */
  html: string;
  /** The page's Markdown twin, with the version prefix, without the base path (/docs/api.md). */
  markdownPath: string | null;
  /** Key of the version's sidebar this page shows. */
  sidebar: string | null;
  /** Previous page in sidebar order. */
  prev: PageLink | null;
  /** Next page in sidebar order. */
  next: PageLink | null;
  /** Where the version switcher leads from this page. */
  versions: VersionLink[];
  /** Child pages listed by an overview page. */
  overview: OverviewGroup[];
}

export interface PageLink {
  /** Title of the linked page. */
  text: string;
  /** Route path with the version prefix. */
  link: string;
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

export interface SearchConfig {
  /** local: the browser loads the version's static index; remote: it asks api_url. */
  mode: "local" | "remote";
  /** Remote mode: the search API, called with keyword, limit, searchIndexes and lang. */
  apiUrl: string | null;
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
  link: string | null;
}

export type SidebarItem = SidebarLink | SidebarGroup | SidebarDivider | SidebarSectionHeader;

export interface SidebarLink {
  type: "link";
  /** Label shown in the sidebar. */
  text: string;
  /** Route path, with the version prefix once resolved. */
  link: string;
  /** Short badge after the label. */
  tag: string | null;
  /** Free-form marker for theme customisation. */
  context: string | null;
}

export interface SidebarSectionHeader {
  type: "sectionHeader";
  /** Text of the header. */
  sectionHeaderText: string;
  /** Short badge after the text. */
  tag: string | null;
}

export interface SiteInfo {
  title: string;
  description: string;
  base: string;
  /** Deployed scheme and host ('' when not configured): canonical and Open Graph URLs start with it. */
  origin: string;
  lang: string;
  logo: string | Partial<Record<"light" | "dark", string>>;
  logoText: string;
  repository: string;
  copyright: string;
  footerMessage: string | null;
  socialLinks: SocialLink[];
  editLink: EditLink | null;
  lastUpdated: boolean;
  hideNavbar: string;
  darkMode: boolean;
  texts: Texts;
  search: SearchConfig;
  locales: LocaleItem[];
  localeRedirect: string;
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
}

export interface TocEntry {
  /** Plain heading text. */
  text: string;
  /** Anchor id. */
  id: string;
  /** Heading level. */
  depth: number;
  /** Offset of the heading in the page's Markdown body (-1 when unknown). */
  charIndex: number;
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
  /** Route in that version: the same page, or its nearest existing ancestor. */
  link: string;
  /** False when the page does not exist in that version. */
  exact: boolean;
}
