// The types of the copy files, as validated (placeholders unfilled); pages receive them Filled.
import type { z } from 'zod';
import type { cityHubCopy } from './city-hub.ts';
import type { cityServiceCopy } from './city-service.ts';
import type { homeCopy } from './home.ts';
import type { layoutCopy } from './layout.ts';
import type { servicePageCopy } from './service-page.ts';

export type HomeCopy = z.output<typeof homeCopy>;
export type LayoutCopy = z.output<typeof layoutCopy>;
export type CityHubCopy = z.output<typeof cityHubCopy>;
export type CityServiceCopy = z.output<typeof cityServiceCopy>;
export type ServicePageCopy = z.output<typeof servicePageCopy>;
