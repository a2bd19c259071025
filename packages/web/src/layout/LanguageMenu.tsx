/** Language menu: the same page in each of the site's languages (only rendered with two or more). */
import { langOf, routeIn, type LocaleSettings } from '../shared/locale';
import { basename, type Layout } from '../shared/site';

// Props rather than hooks: importing the app's context modules here would split them out of the
// main bundle into extra shared chunks (shared/site.ts is shared with the search panel already).
export default function LanguageMenu({ layout, pathname }: { layout: Layout; pathname: string }) {
  const { site } = layout;
  const settings: LocaleSettings = { locales: site.locales, defaultLang: site.lang, redirect: site.localeRedirect };
  const current = langOf(pathname, settings);
  const base = basename(layout);
  return (
    <details className="relative">
      <summary aria-label={`Language: ${current}`} className="cursor-pointer list-none rounded-md px-3 py-2 text-sm text-fg-muted hover:text-fg">
        {site.locales.find((l) => l.lang === current)?.label ?? current} <span aria-hidden="true">▾</span>
      </summary>
      <ul className="absolute right-0 mt-1 min-w-32 rounded-md border border-border bg-surface p-1 shadow-lg">
        {site.locales.map((l) => (
          <li key={l.lang}>
            <a href={base + routeIn(pathname, l.lang, settings)} lang={l.lang} aria-current={l.lang === current ? 'true' : undefined} className="block rounded px-3 py-1.5 text-sm hover:bg-surface-muted aria-[current=true]:font-semibold aria-[current=true]:text-brand">
              {l.label}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
