// Business constants and limits (docs/requirements.md#limits), kept in one place.
export const EARTH_RADIUS_MILES = 3959;
export const NEARBY_MILES = 25;
export const MAX_NEARBY_CITIES = 12;
export const MAX_AREAS_WE_SERVE = 30;
export const MAX_OTHER_SERVICES_IN_CITY = 8;
/** a related-link block is shown only when it has at least this many links */
export const MIN_LINKS_TO_SHOW_BLOCK = 5;
export const MAX_CITY_TESTIMONIALS = 3;
export const MAX_LANDMARK_DETAILS = 6;
/** the other-service cards of a city-service page (docs/requirements.md#related-link-blocks), now links in its one block of them */
export const MAX_OTHER_SERVICE_CARDS = 4;
// What a search result shows before cutting (docs/decisions.md#search-result-lines): a marketer's title and description in
// seo-keywords.csv must fit, and the brand suffix is added to such a title only when it fits.
export const MAX_TITLE_CHARS = 60;
/** a keyword row's own heading over its intro: a line or two, as the copy file's headings */
export const MAX_HEADING_CHARS = 120;
export const MAX_WRITTEN_DESCRIPTION_CHARS = 155;
/** every page's meta description, cut to fit where it is longer */
export const META_DESCRIPTION_CHARS = MAX_WRITTEN_DESCRIPTION_CHARS;
// City hubs (docs/decisions.md#city-hubs-that-differ): a few services as cards, the rest as a short
// grouped list of links, so a hub stays within 150 links (the header and footer already carry many).
export const MAX_FEATURED_SERVICES = 6;
export const MAX_HUB_SERVICE_LINKS = 10;
export const MAX_HUB_GUIDE_ARTICLES = 3;
