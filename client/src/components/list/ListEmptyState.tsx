import { Button, EmptyState, VStack } from '@chakra-ui/react';

export interface ListEmptyStateProps {
  readonly noun: string;
  /** True when search or filters narrowed the list to nothing. */
  readonly filtered: boolean;
  readonly search?: string;
  readonly hint: string;
  readonly onClearFilters?: () => void;
}

export function ListEmptyState({ noun, filtered, search, hint, onClearFilters }: ListEmptyStateProps) {
  return (
    <EmptyState.Root borderWidth="1px" borderRadius="md">
      <EmptyState.Content>
        <VStack textAlign="center">
          <EmptyState.Title>{filtered ? `No ${noun} match your search` : `No ${noun} yet`}</EmptyState.Title>
          <EmptyState.Description>
            {filtered
              ? search
                ? `Nothing is named like “${search}”. Try another search or clear the filters.`
                : 'Nothing matches these filters.'
              : hint}
          </EmptyState.Description>
        </VStack>
        {filtered && onClearFilters ? (
          <Button size="sm" variant="outline" onClick={onClearFilters}>
            Clear search and filters
          </Button>
        ) : null}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
