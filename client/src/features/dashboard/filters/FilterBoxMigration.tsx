import { Alert, Button, Dialog, Flex, Portal, Text } from '@chakra-ui/react';
import { useCallback, useMemo, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { toastSuccess } from '../../../components/toaster.ts';
import { chartIdsUnder } from '../layout/layoutRead.ts';
import { type Layout, ROOT_ID } from '../layout/layoutTypes.ts';
import type { FilterBoxMigration_dashboard$key } from './__generated__/FilterBoxMigration_dashboard.graphql.ts';
import type { FilterConfigModal_dashboard$key } from './__generated__/FilterConfigModal_dashboard.graphql.ts';
import type { NativeFilter } from './extraFormData.ts';
import { FilterConfigModal } from './FilterConfigModal.tsx';
import {
  convertFilterBoxes,
  type FilterBoxChart,
  type FilterBoxMetadata,
  storedToNativeFilter,
} from './filterBoxConvert.ts';
import { type MigrationState, migrationState, readSnoozes, SNOOZE_STORAGE_KEY } from './filterBoxMigration.ts';

/** Read with the dashboard page's one operation: its charts (to find filter boxes) and their scopes. */
const boxesFragment = graphql`
  fragment FilterBoxMigration_dashboard on Dashboard {
    charts {
      chartId
      vizType
      datasourceId
      formData
    }
    metadata {
      filterScopes
      defaultFilters
    }
  }
`;

export interface FilterBoxMigration {
  readonly state: MigrationState;
  readonly boxes: readonly FilterBoxChart[];
  readonly metadata: FilterBoxMetadata;
  readonly startReview: () => void;
  readonly endReview: () => void;
  readonly snooze: () => void;
}

const readStored = () => {
  try {
    return readSnoozes(window.localStorage.getItem(SNOOZE_STORAGE_KEY));
  } catch {
    return {};
  }
};

/** The dashboard's legacy filter boxes (those in its layout) and where their migration stands. */
export function useFilterBoxMigration(
  dashboardGlobalId: string,
  dashboard: FilterBoxMigration_dashboard$key,
  layout: Layout,
  nativeFilterCount: number,
) {
  const node = useFragment(boxesFragment, dashboard);
  const loaded = useMemo(
    () => ({
      boxes: node.charts
        .filter((c) => c.vizType === 'filter_box')
        .map((c): FilterBoxChart => ({ chartId: c.chartId, datasetId: c.datasourceId, formData: c.formData })),
      metadata: { filterScopes: node.metadata.filterScopes, defaultFilters: node.metadata.defaultFilters },
    }),
    [node],
  );
  const [reviewing, setReviewing] = useState(false);
  const [snoozedAt, setSnoozedAt] = useState<number | null>(() => readStored()[dashboardGlobalId] ?? null);
  const placed = useMemo(() => new Set(chartIdsUnder(layout, ROOT_ID)), [layout]);

  const boxes = useMemo(() => loaded.boxes.filter((b) => placed.has(b.chartId)), [loaded, placed]);
  const snooze = useCallback(() => {
    const now = Date.now();
    try {
      window.localStorage.setItem(SNOOZE_STORAGE_KEY, JSON.stringify({ ...readStored(), [dashboardGlobalId]: now }));
    } catch {
      // A browser that keeps nothing still snoozes for this visit.
    }
    setSnoozedAt(now);
  }, [dashboardGlobalId]);
  const migration: FilterBoxMigration = {
    state: migrationState({
      filterBoxCount: boxes.length,
      nativeFilterCount,
      snoozedAt,
      now: Date.now(),
      reviewing,
    }),
    boxes,
    metadata: loaded.metadata,
    startReview: () => setReviewing(true),
    endReview: () => setReviewing(false),
    snooze,
  };
  return migration;
}

/**
 * For editors of a dashboard with legacy filter boxes: the question (review now or in 24 hours),
 * a reminder above the charts while undecided or snoozed, and the review itself: the configuration
 * modal opened on the converted filters, saved as the dashboard's native filters.
 */
export function FilterBoxMigrationPrompt({
  migration,
  dashboard,
  layout,
  filters,
}: {
  migration: FilterBoxMigration;
  dashboard: FilterConfigModal_dashboard$key;
  layout: Layout;
  filters: readonly NativeFilter[];
}) {
  const [dismissed, setDismissed] = useState(false);
  const converted = useMemo(
    () => convertFilterBoxes(migration.boxes, migration.metadata).map(storedToNativeFilter),
    [migration.boxes, migration.metadata],
  );
  const existingIds = useMemo(() => new Set(filters.map((f) => f.id)), [filters]);
  const count = migration.boxes.length;
  const boxesText = count === 1 ? 'a legacy filter box' : `${count} legacy filter boxes`;

  if (migration.state === 'reviewing') {
    return (
      <FilterConfigModal
        dashboard={dashboard}
        layout={layout}
        filters={[...filters, ...converted.filter((c) => !existingIds.has(c.id))]}
        existingIds={existingIds}
        title="Review the converted filters"
        onSaved={() => toastSuccess('The filter boxes were converted to native filters')}
        onClose={() => {
          setDismissed(true);
          migration.endReview();
        }}
      />
    );
  }
  if (migration.state !== 'undecided' && migration.state !== 'snoozed') return null;
  return (
    <>
      <Alert.Root status="info" mb="3" data-filter-box-migration={migration.state}>
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Description>
            {`This dashboard uses ${boxesText}. Native filters replace them: review the converted filters, then save them.`}
          </Alert.Description>
        </Alert.Content>
        <Button size="xs" colorPalette="blue" onClick={migration.startReview}>
          Review and convert
        </Button>
      </Alert.Root>
      <Dialog.Root
        open={migration.state === 'undecided' && !dismissed}
        onOpenChange={(details) => (details.open ? undefined : setDismissed(true))}
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content data-filter-box-dialog="">
              <Dialog.Header>
                <Dialog.Title>Ready to review filters in this dashboard?</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Text>
                  {`This dashboard uses ${boxesText}. Native filters replace them with a filter bar: the review converts each box's columns, time range, time grain and time column into native filters, keeping their defaults and scopes, for you to check and save.`}
                </Text>
              </Dialog.Body>
              <Dialog.Footer>
                <Flex gap="2">
                  <Button
                    variant="outline"
                    onClick={() => {
                      migration.snooze();
                      setDismissed(true);
                    }}
                  >
                    Remind me in 24 hours
                  </Button>
                  <Button colorPalette="blue" onClick={migration.startReview}>
                    Start review
                  </Button>
                </Flex>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
