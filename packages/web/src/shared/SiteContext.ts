/** The version's manifest, available to every component without prop drilling. */
import { createContext, useContext } from 'react';
import type { Manifest } from './site';

export const SiteContext = createContext<Manifest | null>(null);

export function useManifest(): Manifest {
  const manifest = useContext(SiteContext);
  if (!manifest) throw new Error('useManifest() outside <SiteContext.Provider>');
  return manifest;
}
