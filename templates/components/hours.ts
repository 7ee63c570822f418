// Opening hours as people read them, from business.json (docs/decisions.md#one-business-profile:
// the contact card and the JSON-LD openingHoursSpecification come from the same rows).
import type { DayOfWeek, OpeningHours } from '../../shared/model/data.ts';
import type { LayoutCopy } from '../../shared/model/copy/types.ts';

/** The layout copy's words for a closed day and the two halves of the day. */
export type HoursWords = LayoutCopy['hours'];

const WEEK: DayOfWeek[] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** "08:00" -> "8:00 AM", "18:00" -> "6:00 PM" (with the copy's words for AM and PM) */
export function clockTime(time: string, words: HoursWords): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const suffix = h < 12 ? words.am : words.pm;
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, '0')} ${suffix}`;
}

function dayRange(days: DayOfWeek[]): string {
  if (days.length === 1) return days[0]!;
  const sorted = [...days].sort((a, b) => WEEK.indexOf(a) - WEEK.indexOf(b));
  const consecutive = sorted.every((d, i) => i === 0 || WEEK.indexOf(d) === WEEK.indexOf(sorted[i - 1]!) + 1);
  return consecutive ? `${sorted[0]} - ${sorted.at(-1)}` : sorted.join(', ');
}

/** One row per hours entry, then every day no entry covers as "Closed", in week order. */
export function hoursRows(hours: OpeningHours[], words: HoursWords): { days: string; time: string }[] {
  const open = new Set(hours.flatMap((h) => h.days));
  const closed = WEEK.filter((d) => !open.has(d));
  return [
    ...hours.map((h) => ({ days: dayRange(h.days), time: `${clockTime(h.opens, words)} - ${clockTime(h.closes, words)}` })),
    ...(closed.length > 0 ? [{ days: dayRange(closed), time: words.closed }] : []),
  ];
}
