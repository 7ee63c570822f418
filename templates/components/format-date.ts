/** "2026-11-25" -> "November 25, 2026"; read in UTC so the text never depends on the build machine's zone. */
export function formatDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}
