// Reading a change report (generator/report/) as a reviewer does: section by section.

/** The lines of a section (`### Removed (3)`) up to the next one; none when the report has no such section. */
export function section(report: string, heading: string): string[] {
  const lines = report.split('\n');
  const start = lines.findIndex((line) => line.startsWith(`### ${heading}`));
  if (start < 0) return [];
  const end = lines.findIndex((line, i) => i > start && line.startsWith('### '));
  return lines.slice(start, end < 0 ? undefined : end);
}
