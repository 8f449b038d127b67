import { Box, Button, Flex, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { updateMeta } from '../../layout/layoutEdit.ts';
import type { LayoutComponent } from '../../layout/layoutTypes.ts';
import { MARKDOWN_PLACEHOLDER } from '../../state/markdown.ts';
import { useDashboard } from '../DashboardContext.ts';
import { MarkdownBlock } from '../MarkdownBlock.tsx';

/** Markdown in edit mode: a preview, or its source while being edited (Superset's Edit/Preview). */
export function MarkdownEditor({ component, heightPx }: { component: LayoutComponent; heightPx: number }) {
  const { layout, changeLayout } = useDashboard();
  const code = typeof component.meta.code === 'string' ? component.meta.code : '';
  const [source, setSource] = useState<string | null>(null);
  const done = () => {
    if (source !== null && source !== code) changeLayout(updateMeta(layout, component.id, { code: source }));
    setSource(null);
  };
  return (
    <Box h={`${heightPx}px`} p="3" borderRadius="md" bg="bg.panel" display="flex" flexDirection="column" gap="2">
      <Flex justify="flex-end">
        <Button
          size="2xs"
          variant="outline"
          // Keeps the source field focused until the click: its blur would commit and close it first.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => (source === null ? setSource(code) : done())}
        >
          {source === null ? 'Edit markdown' : 'Preview'}
        </Button>
      </Flex>
      {source === null ? (
        <Box flex="1" minH="0">
          <MarkdownBlock code={code} placeholder={MARKDOWN_PLACEHOLDER} />
        </Box>
      ) : (
        <Textarea
          aria-label="Markdown source"
          flex="1"
          fontFamily="mono"
          value={source}
          onChange={(event) => setSource(event.target.value)}
          onBlur={done}
          autoFocus
        />
      )}
    </Box>
  );
}
