import { Button, HStack, Text } from '@chakra-ui/react';

export interface ChartListPaginationProps {
  readonly from: number;
  readonly to: number;
  readonly totalCount: number;
  readonly canPrevious: boolean;
  readonly canNext: boolean;
  readonly loading: boolean;
  readonly onPrevious: () => void;
  readonly onNext: () => void;
}

export function ChartListPagination(props: ChartListPaginationProps) {
  const range = props.totalCount === 0 ? '' : `${props.from}–${props.to} of `;
  return (
    <HStack as="nav" aria-label="Pagination" gap="3">
      <Text aria-live="polite" color="fg.muted" fontVariantNumeric="tabular-nums">
        {range}
        {props.totalCount === 1 ? '1 chart' : `${props.totalCount} charts`}
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
