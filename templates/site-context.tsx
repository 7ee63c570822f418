// What every template may read besides its own props: the business profile, the catalogue for
// navigation, absolute-URL base, build date and the hashed asset names.
import { createContext, useContext } from 'react';
import type { Business, City, Menus, Service } from '../generator/types.ts';
import type { IslandBundles } from '../generator/islands.ts';
import type { ImageCatalogue } from '../generator/images.ts';

export interface SiteAssets {
  stylesheet: string;
  /** the client bundles: per island, the deferred-island loader, and their gzipped sizes */
  islands: IslandBundles;
  /** the image catalogue (spec part 1 section 3), read by <Picture> */
  images: ImageCatalogue;
}

export interface SiteInfo {
  business: Business;
  cities: City[];
  services: Service[];
  /** data/menus.csv: the header's and footer's link lists */
  menus: Menus;
  siteUrl: string;
  buildDate: string;
  assets: SiteAssets;
}

export const SiteContext = createContext<SiteInfo | null>(null);

export function useSite(): SiteInfo {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite() outside <SiteContext.Provider>');
  return site;
}
