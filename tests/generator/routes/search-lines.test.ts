// Search-result lines. Titles at most 60 characters, one brand (the brand gives way first, then
// the title's shorter whole-phrase forms); meta descriptions at most 155, whole sentences that fit, or a
// first sentence too long cut at a word with a warning; never an ellipsis.
import { describe, expect, it } from 'vitest';
import { descriptionNeedsShorterSentence, pageDescription, pageTitle, titleNeedsShorterForm } from '../../../generator/routes/head.ts';
import { sentences } from '../../../generator/support/sentences.ts';
import type { Business } from '../../../shared/model/data.ts';

const business = { name: 'Oak & Shore Cleaning Co.' } as Business;

describe('pageTitle', () => {
  const known = { ...business, alternateName: 'Oak & Shore' } as Business;

  it('ends every title with one brand, the shorter name (alternateName) when the business has one, exactly at the limit too', () => {
    expect(pageTitle('Deep Cleaning in Novi, MI', known)).toBe('Deep Cleaning in Novi, MI | Oak & Shore');
    expect(pageTitle('House Cleaning in Farmington Hills, MI', known)).toBe('House Cleaning in Farmington Hills, MI | Oak & Shore');
    expect(pageTitle('Deep Cleaning in Novi, MI', business)).toBe('Deep Cleaning in Novi, MI | Oak & Shore Cleaning Co.');
    const exact = 'x'.repeat(60 - ' | Oak & Shore'.length);
    expect(pageTitle(exact, known)).toBe(`${exact} | Oak & Shore`);
    expect(pageTitle(`${exact}y`, known)).toBe(`${exact}y`);
  });

  it('drops the brand before shortening a title that fits alone', () => {
    expect(pageTitle('Post-Construction Cleaning in Brighton, MI', business)).toBe('Post-Construction Cleaning in Brighton, MI');
    expect(pageTitle('Post-Construction Cleaning in West Bloomfield, MI', known)).toBe('Post-Construction Cleaning in West Bloomfield, MI');
  });

  it('then takes a whole phrase: the route’s shorter form, the title without its state code, before a separator, without its place', () => {
    const long = 'Airbnb & Short-Term Rental Turnover Cleaning in West Bloomfield, MI';
    expect(pageTitle(long, business, ['Airbnb turnover cleaning in West Bloomfield, MI'])).toBe('Airbnb turnover cleaning in West Bloomfield, MI');
    expect(pageTitle('Airbnb & Short-Term Rental Turnover Cleaning in Northville, MI', business)).toBe('Airbnb & Short-Term Rental Turnover Cleaning in Northville');
    expect(pageTitle('Great Rooms, Tall Windows and Hardwood: Keeping Large Novi Homes Spotless', business)).toBe('Great Rooms, Tall Windows and Hardwood');
    expect(pageTitle('Window Cleaning in Milford, MI | Storm Windows, Screens and Skylights Too', business)).toBe('Window Cleaning in Milford, MI | Oak & Shore Cleaning Co.');
    expect(pageTitle('Airbnb & Short-Term Rental Turnover Cleaning in Metro Detroit', known)).toBe('Airbnb & Short-Term Rental Turnover Cleaning | Oak & Shore');
    // a shorter form the brand fits beside gets it back
    expect(pageTitle('From Ranches to Bungalows: Cleaning Every Kind of Livonia Home', business)).toBe('From Ranches to Bungalows | Oak & Shore Cleaning Co.');
    expect(pageTitle('Great Rooms, Tall Windows and Hardwood: Keeping Large Novi Homes Spotless', known)).toBe('Great Rooms, Tall Windows and Hardwood | Oak & Shore');
  });

  it('cuts a title with no fitting form at its last phrase boundary that fits, never mid-phrase; at a word only when it has none', () => {
    const phrases = 'Ovens, Fridges, Range Hoods, Dishwashers, Microwaves and Freezers Cleaned Inside Out Today';
    expect(pageTitle(phrases, business)).toBe('Ovens, Fridges, Range Hoods, Dishwashers, Microwaves');
    expect(titleNeedsShorterForm(phrases)).toBe(true);
    const title = pageTitle('word '.repeat(20).trim(), business);
    expect(title.length).toBeLessThanOrEqual(60);
    expect(title).toMatch(/^(word )+word…$/);
  });

  it('needs no writer for a title with a shorter form that fits', () => {
    expect(titleNeedsShorterForm('Airbnb & Short-Term Rental Turnover Cleaning in Metro Detroit')).toBe(false);
    expect(titleNeedsShorterForm('x'.repeat(60))).toBe(false);
  });

  it('keeps a title that already names the business when it fits, and shortens one that does not', () => {
    expect(pageTitle('About Oak & Shore Cleaning Co.', business)).toBe('About Oak & Shore Cleaning Co.');
    expect(pageTitle('Home & Office Cleaning in Milford | Oak & Shore Cleaning Co.', known)).toBe('Home & Office Cleaning in Milford | Oak & Shore Cleaning Co.');
    expect(pageTitle('Home, Office and Rental Cleaning in Milford | Oak & Shore Cleaning Co.', known)).toBe('Home, Office and Rental Cleaning in Milford | Oak & Shore');
  });
});

describe('pageDescription', () => {
  it('keeps a description of at most 155 characters as it is (spaces folded)', () => {
    const text = `${'a'.repeat(150)} bcd`;
    expect(pageDescription(text)).toBe(text);
    expect(pageDescription('Two  spaces\nand a line.')).toBe('Two spaces and a line.');
  });

  it('cuts a long one after the last whole sentence that fits, with no ellipsis', () => {
    const first = 'Deep cleaning in Novi from $250, for the buildup a weekly visit skips: baseboards, grout, vents and behind appliances.';
    const text = `${first} Book a free quote today and we will call you back.`;
    expect(text.length).toBeGreaterThan(155);
    expect(pageDescription(text)).toBe(first);
  });

  it('keeps whole sentences however short, never an ellipsis', () => {
    const text = `Short one. Then ${'longword '.repeat(30).trim()}.`;
    expect(pageDescription(text)).toBe('Short one.');
  });

  it('cuts a first sentence too long at a word, with no ellipsis, and says which needs a shorter one', () => {
    const text = `${'longword '.repeat(30).trim()}.`;
    const cut = pageDescription(text);
    expect(cut.length).toBeLessThanOrEqual(155);
    expect(cut).toMatch(/^(longword )+longword$/);
    expect(descriptionNeedsShorterSentence(text)).toBe(true);
    expect(descriptionNeedsShorterSentence(`Short one. Then ${text}`)).toBe(false);
  });

  it('ends no sentence at an abbreviation or inside a decimal', () => {
    const home =
      'Oak & Shore Cleaning Co.: insured, background-checked house and office cleaning in Milford, Novi, Wixom and across Metro Detroit. Rated 4.9 from 127 reviews. Free quotes.';
    expect(sentences(home)).toEqual([
      'Oak & Shore Cleaning Co.: insured, background-checked house and office cleaning in Milford, Novi, Wixom and across Metro Detroit.',
      'Rated 4.9 from 127 reviews.',
      'Free quotes.',
    ]);
    expect(pageDescription(home)).toBe(sentences(home)[0]);
    expect(sentences('Visit Oak & Shore Cleaning Co. LLC on Main St. in Milford. Call Dr. J. Smith now.')).toEqual(['Visit Oak & Shore Cleaning Co. LLC on Main St. in Milford.', 'Call Dr. J. Smith now.']);
  });
});
