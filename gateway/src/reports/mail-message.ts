import type { TextTable } from './text-table.ts';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
  /** Set for images shown inline in the body (`<img src="cid:...">`). */
  cid?: string;
}

export interface ReportContent {
  /** What the report is about: the chart's or dashboard's name. */
  title: string;
  /** Link back to the chart or dashboard. */
  url: string;
  images: MailAttachment[];
  files: MailAttachment[];
  table: TextTable | null;
}

export interface MailMessage {
  to: string[];
  cc: string[];
  bcc: string[];
  subject: string;
  text: string;
  html: string;
  attachments: MailAttachment[];
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A comma- or semicolon-separated address list. */
export function splitAddresses(raw: unknown): string[] {
  if (typeof raw !== 'string') return [];
  return raw
    .split(/[,;]/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * Superset's EmailNotification: subject (the report's, or "<name>: <title>"), the description
 * (context_markdown shown as text), a link "Explore in Chartroom", the images inline, the text
 * table in the body, the files attached.
 */
export function buildMailMessage(
  report: { name: string; emailSubject: string | null; description: string | null; contextMarkdown?: string | null },
  recipients: { to: string[]; cc: string[]; bcc: string[] },
  content: ReportContent,
): MailMessage {
  const subject = report.emailSubject?.trim() || `${report.name}: ${content.title}`;
  const note = report.contextMarkdown ?? report.description ?? '';
  const images = content.images.map((img) => `<img src="cid:${img.cid}" alt="${escapeHtml(content.title)}">`);
  const html = [
    '<html><body>',
    note ? `<p>${escapeHtml(note)}</p>` : '',
    `<p><a href="${escapeHtml(content.url)}">Explore in Chartroom</a></p>`,
    content.table ? content.table.html : '',
    ...images,
    '</body></html>',
  ].join('');
  const text = [note, `Explore in Chartroom: ${content.url}`, content.table?.text ?? ''].filter(Boolean).join('\n\n');
  return { ...recipients, subject, text, html, attachments: [...content.images, ...content.files] };
}
