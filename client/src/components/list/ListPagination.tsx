import { Button, HStack, Text } from '@chakra-ui/react';

export interface ListPaginationProps {
  /** Singular and plural nouns, e.g. ['chart', 'charts']. */
  readonly nouns: readonly [string, string];
  readonly from: number;
  readonly to: number;
  readonly totalCount: number;
  readonly canPrevious: boolean;
  readonly canNext: boolean;
  readonly loading: boolean;
  readonly onPrevious: () => void;
  readonly onNext: () => void;
}

export function ListPagination(props: ListPaginationProps) {
  const range = props.totalCount === 0 ? '' : `${props.from}–${props.to} of `;
  const [one, many] = props.nouns;
  return (
    <HStack as="nav" aria-label="Pagination" gap="3">
      <Text aria-live="polite" color="fg.muted" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
        {range}
        {props.totalCount === 1 ? `1 ${one}` : `${props.totalCount} ${many}`}
      </Text>
      <Button size="sm" variant="outline" onClick={props.onPrevious} disabled={!props.canPrevious || props.loading}>
        Previous page
      </Button>
      <Button size="sm" variant="outline" onClick={props.onNext} disabled={!props.canNext || props.loading}>
        Next page
      </Button>
    </HStack>
  );
}
