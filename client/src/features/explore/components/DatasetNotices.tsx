import { Box, Flex, Portal, Tooltip } from '@chakra-ui/react';
import { CertifiedBadge } from '../../../components/list/CertifiedBadge.tsx';
import { renderMarkdown } from '../../dashboard/state/markdown.ts';

export interface DatasetNoticesProps {
  readonly certifiedBy: string | null;
  readonly certificationDetails: string | null;
  readonly warningMarkdown: string | null;
}

/**
 * Beside the dataset's name, as Superset's datasource box shows them: the certified mark (who and
 * why on hover) and a warning icon whose tooltip renders the dataset's warning markdown.
 */
export function DatasetNotices({ certifiedBy, certificationDetails, warningMarkdown }: DatasetNoticesProps) {
  if (!certifiedBy && !warningMarkdown) return null;
  return (
    <Flex align="center" gap="1" flexShrink={0}>
      <CertifiedBadge by={certifiedBy} details={certificationDetails} />
      {warningMarkdown ? (
        <Tooltip.Root openDelay={100} closeDelay={200} positioning={{ placement: 'bottom-start' }} interactive>
          <Tooltip.Trigger asChild>
            <Box
              as="button"
              aria-label="Dataset warning"
              color="orange.fg"
              fontSize="md"
              lineHeight="1"
              px="1"
              borderRadius="sm"
              _focusVisible={{ outline: '2px solid', outlineColor: 'blue.solid' }}
            >
              ⚠
            </Box>
          </Tooltip.Trigger>
          <Portal>
            <Tooltip.Positioner>
              <Tooltip.Content maxW="320px" fontSize="sm" data-testid="dataset-warning">
                <Tooltip.Arrow>
                  <Tooltip.ArrowTip />
                </Tooltip.Arrow>
                <Box
                  css={{ '& p': { margin: 0 }, '& a': { textDecoration: 'underline' } }}
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: renderMarkdown sanitises with DOMPurify
                  dangerouslySetInnerHTML={{ __html: renderMarkdown(warningMarkdown) }}
                />
              </Tooltip.Content>
            </Tooltip.Positioner>
          </Portal>
        </Tooltip.Root>
      ) : null}
    </Flex>
  );
}
