import { Box } from '@chakra-ui/react';
import { useMemo } from 'react';
import { renderMarkdown } from '../state/markdown.ts';

/** A markdown component's text, rendered and sanitised. */
export function MarkdownBlock({ code, placeholder }: { code: string; placeholder?: string }) {
  const html = useMemo(() => renderMarkdown(code || placeholder || ''), [code, placeholder]);
  return (
    <Box
      className="dashboard-markdown"
      h="full"
      overflow="auto"
      color={code ? undefined : 'fg.muted'}
      css={{
        '& h1': { fontSize: '2xl', fontWeight: 'bold', mb: '2' },
        '& h2': { fontSize: 'xl', fontWeight: 'bold', mb: '2' },
        '& h3': { fontSize: 'lg', fontWeight: 'semibold', mb: '2' },
        '& p, & ul, & ol, & table, & pre': { mb: '2' },
        '& ul': { pl: '5', listStyleType: 'disc' },
        '& ol': { pl: '5', listStyleType: 'decimal' },
        '& a': { color: 'blue.fg', textDecoration: 'underline' },
        '& code': { fontFamily: 'mono', bg: 'bg.muted', px: '1', borderRadius: 'sm' },
        '& img': { maxW: 'full' },
        '& table td, & table th': { borderWidth: '1px', px: '2', py: '1' },
      }}
      // Sanitised by DOMPurify in renderMarkdown.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitised first
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
