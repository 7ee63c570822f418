// A link whose address holds a placeholder is only as safe as the values it is filled with: a
// copy file's `[our story]({{business.name}})` with a business name of `java<TAB>script:...`
// renders a script link on every page, and the safe-Markdown rule, which reads the file before it
// is filled, sees a path. So every such link is checked again with every value each of its
// placeholders takes on the site (the business's, each town's, each service's) and refused at its
// place in the file, naming the value, when one gives it a scheme no page needs (see isSafeUrl).
import type { MarkdownDocument, RawData } from '../load/index.ts';
import type { Problem } from '../support/errors.ts';
import type { SiteData } from '../../shared/model/data.ts';
import { PLACEHOLDER } from '../../shared/model/copy/placeholders.ts';
import { visibleText } from '../../shared/site-path.ts';
import { isSafeUrl } from '../validate/index.ts';
import { areaValues } from './areas.ts';
import { serviceValues, siteValues, townValues } from './fill.ts';

/** Each placeholder's values anywhere on the site. */
function placeholderValues(site: SiteData): Map<string, Set<string>> {
  const all = new Map<string, Set<string>>();
  const add = (values: Readonly<Record<string, string>>) => {
    for (const [name, value] of Object.entries(values)) {
      if (!all.has(name)) all.set(name, new Set());
      all.get(name)!.add(value);
    }
  };
  add(siteValues(site));
  add(areaValues(site));
  for (const city of site.cities) add(townValues(site.business, city, site.cities));
  for (const service of site.services) add(serviceValues(service));
  return all;
}

// A Markdown link's or image's address (`](...)`, placeholders may hold spaces) and a link
// reference definition's (`[name]: ...`).
const LINK_ADDRESS = /\]\(\s*<?((?:\{\{[^{}]*\}\}|[^()\s<>])+)|^\s{0,3}\[[^\]]+\]:\s*<?((?:\{\{[^{}]*\}\}|[^\s<>])+)/g;
/** Two placeholders filled with one value each at most this many ways; beyond, one at a time. */
const MAX_COMBINATIONS = 1000;

/** The addresses `address` becomes once its placeholders are filled with the site's values. */
function filledAddresses(address: string, values: Map<string, Set<string>>): string[] {
  const names = [...new Set([...address.matchAll(PLACEHOLDER)].map((match) => match[1]!))].filter((name) => values.has(name));
  let filled = [address];
  const combinations = names.reduce((product, name) => product * values.get(name)!.size, 1);
  for (const name of names) {
    const fill = (text: string, value: string) => text.replace(PLACEHOLDER, (whole, found: string) => (found === name ? value : whole));
    // one at a time: the other placeholders keep their names, which hold no scheme
    filled = combinations <= MAX_COMBINATIONS ? filled.flatMap((text) => [...values.get(name)!].map((value) => fill(text, value))) : [...filled, ...[...values.get(name)!].map((value) => fill(address, value))];
  }
  return filled;
}

function documentProblems(document: MarkdownDocument, values: Map<string, Set<string>>): Problem[] {
  const problems: Problem[] = [];
  const scan = (text: string, firstLine: number) =>
    text.split('\n').forEach((line, index) => {
      for (const match of line.matchAll(LINK_ADDRESS)) {
        const address = match[1] ?? match[2]!;
        if (!address.includes('{{')) continue;
        const unsafe = filledAddresses(address, values).find((filled) => !isSafeUrl(filled));
        if (unsafe === undefined) continue;
        problems.push({
          file: document.file,
          line: firstLine + index,
          column: match.index + match[0].indexOf(address) + 1,
          message: `link to "${address}" becomes "${visibleText(unsafe)}" once filled, a kind of link no page needs: a link leads to a page of the site (/...) or to an http, https, mailto, tel or sms address. Check the value its placeholder is filled with`,
        });
      }
    });
  scan(document.frontMatter, 1);
  scan(document.body, document.bodyLine);
  return problems;
}

/** Every link of the data's Markdown whose filled address is not safe, at its place in its file. */
export function placeholderLinkProblems(raw: RawData, site: SiteData): Problem[] {
  const documents = [...raw.pageBodies, ...raw.blockBodies, ...raw.cityBodies, ...raw.cityArticleTemplates, ...raw.serviceBodies, ...raw.articles];
  if (!documents.some((document) => document.body.includes('{{') || document.frontMatter.includes('{{'))) return [];
  const values = placeholderValues(site);
  return documents.flatMap((document) => documentProblems(document, values));
}
