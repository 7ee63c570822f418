// The render context of every page, provided by the generator's renderer (an entry point of
// templates/): what every template may read besides its own props (the business profile, the
// catalogue for navigation, absolute-URL base, build date and the hashed asset names), and the
// islands one page uses.
import { createContext, useContext } from 'react';
import type { SiteInfo } from '../shared/model/site.ts';

export const SiteContext = createContext<SiteInfo | null>(null);

export function useSite(): SiteInfo {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite() outside <SiteContext.Provider>');
  return site;
}

/** Collects the islands one page uses, in order of first use. */
export class IslandUsage {
  readonly names = new Set<string>();
  private count = 0;
  use(name: string): string {
    this.names.add(name);
    this.count += 1;
    return `${name}-${this.count}-`;
  }
}

export const IslandUsageContext = createContext<IslandUsage | null>(null);
