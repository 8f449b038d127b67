import { HStack, IconButton, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';

export interface RowActionsProps {
  readonly name: string;
  /** Where the edit screen is; absent or not permitted hides the action. */
  readonly editTo?: string;
  readonly onEdit?: () => void;
  readonly onDelete?: () => void;
  readonly onExport?: () => void;
}

/** Per-row actions; each one the viewer may not do is simply not offered. */
export function RowActions({ name, editTo, onEdit, onDelete, onExport }: RowActionsProps) {
  return (
    <HStack gap="1" justify="flex-end">
      {editTo ? (
        <IconButton asChild variant="ghost" size="xs" aria-label={`Edit ${name}`} title="Edit">
          <Link asChild>
            <RouterLink to={editTo}>
              <span aria-hidden="true">✎</span>
            </RouterLink>
          </Link>
        </IconButton>
      ) : null}
      {onEdit ? (
        <IconButton variant="ghost" size="xs" aria-label={`Edit ${name}`} title="Edit" onClick={onEdit}>
          <span aria-hidden="true">✎</span>
        </IconButton>
      ) : null}
      {onExport ? (
        <IconButton variant="ghost" size="xs" aria-label={`Export ${name}`} title="Export" onClick={onExport}>
          <span aria-hidden="true">⇩</span>
        </IconButton>
      ) : null}
      {onDelete ? (
        <IconButton
          variant="ghost"
          size="xs"
          colorPalette="red"
          aria-label={`Delete ${name}`}
          title="Delete"
          onClick={onDelete}
        >
          <span aria-hidden="true">✕</span>
        </IconButton>
      ) : null}
    </HStack>
  );
}
