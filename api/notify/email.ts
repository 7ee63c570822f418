// The notification e-mail: a plain-text part and an HTML table of the submission. Every value
// in it was typed by a visitor, so each one is escaped before it touches the HTML
// (docs/decisions.md#the-outbox).
import type { Notification } from '../storage/types.ts';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** Header values must stay on one line: a newline in a name must not start a new header. */
function oneLine(value: string): string {
  return value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim().slice(0, 200);
}

export type EmailRow = readonly [label: string, value: string | boolean | undefined];

function show(value: EmailRow[1]): string {
  if (value === undefined || value === '') return '(not given)';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return value;
}

export function buildNotification(options: {
  to: string;
  replyTo: string;
  subject: string;
  heading: string;
  rows: readonly EmailRow[];
}): Notification {
  const { rows } = options;
  const text = [options.heading, '', ...rows.map(([label, value]) => `${label}: ${show(value)}`)].join('\n');
  const htmlRows = rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td style="white-space:pre-wrap">${escapeHtml(show(value))}</td></tr>`,
    )
    .join('\n');
  const html = `<!doctype html><html><body><h1>${escapeHtml(options.heading)}</h1>\n<table cellpadding="4">\n${htmlRows}\n</table></body></html>`;
  return { to: options.to, replyTo: options.replyTo, subject: oneLine(options.subject), text, html };
}
