/** Version switcher: leads to the same page in the other version, or its nearest ancestor there. */
import type { PageData } from '../shared/site';
import { useManifest } from '../shared/SiteContext';
import { Menu, MENU_ITEM_CLASS } from './Menu';

export function VersionMenu({ page }: { page: PageData }) {
  const manifest = useManifest();
  if (manifest.site.versions.length < 2) return null;
  return (
    <Menu label={manifest.version} name={`${manifest.site.texts.versionText} ${manifest.version}`}>
      {page.versions.map((v) => (
        <li key={v.version}>
          <a href={v.href} aria-current={v.version === manifest.version ? 'true' : undefined} className={MENU_ITEM_CLASS}>
            {v.version}
          </a>
        </li>
      ))}
    </Menu>
  );
}
