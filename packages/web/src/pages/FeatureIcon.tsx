/** The theme's feature-card icons: inline SVG in the text colour, so they need no emoji font. */
import type { ReactNode } from 'react';
import type { Feature } from '@rntl-docs/artifacts';

type IconName = NonNullable<Feature['icon']>;

const PATHS: Record<IconName, ReactNode> = {
  layers: (
    <>
      <path d="M12 3 2 8l10 5 10-5z" />
      <path d="m2 12.5 10 5 10-5" />
      <path d="m2 17 10 5 10-5" />
    </>
  ),
  'shield-check': (
    <>
      <path d="M12 2.5 4 5.5v6c0 5 3.4 8.6 8 10 4.6-1.4 8-5 8-10v-6z" />
      <path d="m8.5 12 2.5 2.5 4.5-5" />
    </>
  ),
  people: (
    <>
      <circle cx="9" cy="8" r="3.25" />
      <circle cx="17" cy="9" r="2.5" />
      <path d="M3 20.5c0-3.3 2.7-6 6-6s6 2.7 6 6" />
      <path d="M15.5 14.7a5 5 0 0 1 6.5 4.8" />
    </>
  ),
};

export function FeatureIcon({ name }: { name: IconName }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="32" height="32" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" className="mb-3 h-8 w-8 text-brand">
      {PATHS[name]}
    </svg>
  );
}
