/** Version switcher: leads to the same page in the other version, or its nearest ancestor there. */
import type { PageData } from '../shared/site';
import { useManifest } from '../shared/SiteContext';

export function VersionMenu({ page }: { page: PageData }) {
  const manifest = useManifest();
  if (manifest.site.versions.length < 2) return null;
  return (
    <details className="relative">
      <summary className="cursor-pointer list-none rounded-md px-3 py-2 text-sm text-fg-muted hover:text-fg" aria-label={`Version ${manifest.version}`}>
        {manifest.version} <span aria-hidden="true">▾</span>
      </summary>
      <ul className="absolute right-0 mt-1 min-w-32 rounded-md border border-border bg-surface p-1 shadow-lg">
        {page.versions.map((v) => (
          <li key={v.version}>
            <a
              href={v.href}
              aria-current={v.version === manifest.version ? 'true' : undefined}
              className="block rounded px-3 py-1.5 text-sm hover:bg-surface-muted aria-[current=true]:font-semibold aria-[current=true]:text-brand"
            >
              {v.version}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
