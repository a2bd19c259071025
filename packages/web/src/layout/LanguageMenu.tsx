/** Language menu: the same page in each of the site's languages (only rendered with two or more). */
import { langOf, routeIn, type LocaleSettings } from '../shared/locale';
import { basename, type Layout } from '../shared/site';
import { Menu, MENU_ITEM_CLASS } from './Menu';

// Props rather than hooks: importing the app's context modules here would split them out of the
// main bundle into extra shared chunks (shared/site.ts is shared with the search panel already).
export default function LanguageMenu({ layout, pathname }: { layout: Layout; pathname: string }) {
  const { site } = layout;
  const settings: LocaleSettings = { locales: site.locales, defaultLang: site.lang, redirect: site.localeRedirect };
  const current = langOf(pathname, settings);
  const base = basename(layout);
  return (
    <Menu label={site.locales.find((l) => l.lang === current)?.label ?? current} name={`${site.texts.languageText}: ${current}`}>
      {site.locales.map((l) => (
        <li key={l.lang}>
          <a href={base + routeIn(pathname, l.lang, settings)} lang={l.lang} aria-current={l.lang === current ? 'true' : undefined} className={MENU_ITEM_CLASS}>
            {l.label}
          </a>
        </li>
      ))}
    </Menu>
  );
}
