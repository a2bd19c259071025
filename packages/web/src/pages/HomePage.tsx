/** Home: hero with actions and the feature cards. */
import type { HomePageData } from '@rntl-docs/artifacts';
import { AppLink } from '../layout/AppLink';
import { useManifest } from '../shared/SiteContext';
import { FeatureIcon } from './FeatureIcon';

const ACTION_STYLES = {
  brand: 'bg-brand text-on-brand hover:bg-brand-strong',
  alt: 'border border-border text-fg hover:border-brand hover:text-brand',
} as const;

export function HomePage({ page }: { page: HomePageData }) {
  const { hero, features } = page;
  const { texts } = useManifest().site;
  const lines = hero ? (Array.isArray(hero.text) ? hero.text : [hero.text]).filter(Boolean) : [];
  return (
    <div className="mx-auto max-w-6xl px-6 py-16">
      {hero && (
        <section className="flex flex-col-reverse items-center gap-10 md:flex-row md:justify-between">
          <div className="max-w-xl text-center md:text-left">
            <h1 className="bg-gradient-to-r from-brand to-accent bg-clip-text text-4xl font-bold tracking-tight text-transparent md:text-6xl">{hero.name}</h1>
            {lines.map((line) => (
              <p key={line} className="mt-4 text-2xl font-semibold text-fg md:text-3xl">
                {line}
              </p>
            ))}
            {hero.tagline && <p className="mt-4 text-lg text-fg-muted">{hero.tagline}</p>}
            <div className="mt-8 flex flex-wrap justify-center gap-3 md:justify-start">
              {hero.actions.map(
                (action) =>
                  action.target && (
                    <AppLink key={action.text} link={action.target} className={`rounded-full px-6 py-2.5 font-medium ${ACTION_STYLES[action.theme]}`}>
                      {action.text}
                    </AppLink>
                  ),
              )}
            </div>
          </div>
          {hero.image && (
            <>
              <img src={hero.image.src} srcSet={hero.image.srcset} sizes={hero.image.sizes} alt={hero.image.alt} width={375} height={375} className={`h-auto w-60 md:w-[375px] ${hero.image.srcDark ? 'dark:hidden' : ''}`} />
              {hero.image.srcDark && <img src={hero.image.srcDark} alt={hero.image.alt} width={375} height={375} className="hidden h-auto w-60 dark:block md:w-[375px]" />}
            </>
          )}
        </section>
      )}
      {features.length > 0 && (
        <section aria-label={texts.featuresLabel} className="mt-16 grid grid-cols-12 gap-4">
          {features.map((f) => (
            <div key={f.title} className="col-span-12 rounded-xl border border-border bg-surface-muted p-6 md:col-span-[var(--span)]" style={{ ["--span" as string]: f.span }}>
              {f.icon && <FeatureIcon name={f.icon} />}
              <h2 className="text-lg font-semibold">{f.target ? <AppLink link={f.target}>{f.title}</AppLink> : f.title}</h2>
              <p className="mt-2 text-sm text-fg-muted">{f.details}</p>
            </div>
          ))}
        </section>
      )}
    </div>
  );
}
