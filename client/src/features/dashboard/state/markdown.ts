import DOMPurify from 'dompurify';
import { marked } from 'marked';

/** What an empty markdown component shows while editing (Superset shows a placeholder too). */
export const MARKDOWN_PLACEHOLDER = '# ✨Header 1\n\nClick here to edit [markdown](https://commonmark.org/help/)';

/**
 * Markdown to HTML safe to insert: GitHub-flavoured markdown with inline HTML allowed (as Superset's
 * markdown component allows), then DOMPurify removes scripts, event handlers and javascript: URLs.
 */
export function renderMarkdown(code: string): string {
  const html = marked.parse(code, { async: false, gfm: true, breaks: false });
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input'] });
}
