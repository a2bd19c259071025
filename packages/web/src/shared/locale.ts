/**
 * Locale redirects, as pure functions of what the browser knows. Inert unless the site has more
 * than one locale: a first visit may go to the reader's language, once, never for bots.
 */

export interface LocaleSettings {
  /** The site's languages; the default language has no URL prefix. */
  locales: readonly { lang: string }[];
  defaultLang: string;
  redirect: string;
}

/** localStorage key set after the first visit, so a reader's later choice is never overridden. */
export const VISITED_KEY = 'rntl-docs-visited';

const BOTS = /bot|crawl|spider|slurp|facebookexternalhit|embedly|bingpreview|lighthouse|headlesschrome|pingdom|ia_archiver/i;

export function isBot(userAgent: string): boolean {
  return BOTS.test(userAgent);
}

/** The non-default language a route starts with, or the default language. */
export function langOf(route: string, settings: LocaleSettings): string {
  const first = route.split('/')[1] ?? '';
  return settings.locales.some((l) => l.lang === first && l.lang !== settings.defaultLang) ? first : settings.defaultLang;
}

/** `route` moved to `lang`: the default language has no prefix, others have /<lang>. */
export function routeIn(route: string, lang: string, settings: LocaleSettings): string {
  const current = langOf(route, settings);
  const bare = current === settings.defaultLang ? route : route.slice(current.length + 1) || '/';
  return lang === settings.defaultLang ? bare : `/${lang}${bare}`;
}

/** The site's locale that best matches the browser's preferred languages (exact, then primary subtag). */
export function preferredLocale(languages: readonly string[], settings: LocaleSettings): string | null {
  for (const wanted of languages.map((l) => l.toLowerCase())) {
    const exact = settings.locales.find((l) => l.lang.toLowerCase() === wanted);
    if (exact) return exact.lang;
    const primary = settings.locales.find((l) => l.lang.toLowerCase().split('-')[0] === wanted.split('-')[0]);
    if (primary) return primary.lang;
  }
  return null;
}

export interface VisitFacts {
  route: string;
  visited: boolean;
  userAgent: string;
  languages: readonly string[];
}

/** Where a visit should be redirected for its language, or null to stay. */
export function firstVisitRedirect(settings: LocaleSettings, visit: VisitFacts): string | null {
  if (settings.locales.length < 2 || settings.redirect === 'never') return null;
  if (visit.visited || isBot(visit.userAgent)) return null;
  const lang = preferredLocale(visit.languages, settings);
  if (!lang || lang === langOf(visit.route, settings)) return null;
  return routeIn(visit.route, lang, settings);
}

/** On a 404, a path carrying the default language's prefix goes to the path without it. */
export function notFoundRedirect(settings: LocaleSettings, route: string): string | null {
  if (settings.locales.length < 2) return null;
  const prefix = `/${settings.defaultLang}`;
  if (route === prefix || route.startsWith(`${prefix}/`)) return route.slice(prefix.length) || '/';
  return null;
}
