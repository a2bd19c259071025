/** The version's manifest, available to every component without prop drilling. */
import { createContext, useContext } from 'react';
import type { Layout } from './site';

export const SiteContext = createContext<Layout | null>(null);

export function useManifest(): Layout {
  const manifest = useContext(SiteContext);
  if (!manifest) throw new Error('useManifest() outside <SiteContext.Provider>');
  return manifest;
}
