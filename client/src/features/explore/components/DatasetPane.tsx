import { Box, Button, Flex, Heading, Input, Menu, Portal, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { csrfToken } from '../../../relay/csrf.ts';
import { type DragItem, useDragItem } from '../controls/dnd.tsx';
import type { ExploreDataset } from '../useExploreDatasource.ts';
import { ChangeDatasetModal, type PickedDataset } from './ChangeDatasetModal.tsx';
import { DatasetNotices } from './DatasetNotices.tsx';
import { EditDatasetModal } from './EditDatasetModal.tsx';

const NOT_OWNER =
  'You must be a dataset owner in order to edit. Please reach out to a dataset owner to request modifications or edit access.';
const MANAGED = "This dataset is managed externally, and can't be edited in Superset";

/** A short, readable kind of column: time, number, boolean or text. */
function typeBadge(type: string | null): string {
  const t = (type ?? '').toUpperCase();
  if (/DATE|TIME/.test(t)) return 'time';
  if (/BOOL/.test(t)) return 'bool';
  if (/INT|DOUB|FLOAT|DEC|NUM|REAL/.test(t)) return '#';
  return 'abc';
}

function DraggableRow({ item, label, type }: { item: DragItem; label: string; type: string | null }) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDragItem(item);
  return (
    <Flex
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      aria-label={`${item.kind === 'column' ? 'Column' : 'Metric'} ${label}: drag onto a control`}
      align="center"
      gap="2"
      px="2"
      py="1"
      borderRadius="sm"
      cursor="grab"
      fontSize="sm"
      bg={isDragging ? 'blue.subtle' : undefined}
      _hover={{ bg: 'bg.muted' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'blue.solid' }}
      style={
        transform
          ? { transform: `translate(${transform.x}px, ${transform.y}px)`, zIndex: 10, position: 'relative' }
          : undefined
      }
    >
      <Text as="span" color="fg.muted" fontSize="xs" w="8" flexShrink={0}>
        {item.kind === 'metric' ? 'Σ' : typeBadge(type)}
      </Text>
      <Text truncate>{label}</Text>
    </Flex>
  );
}

function sqlLabForm(dataset: ExploreDataset, token: string): HTMLFormElement {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = '/superset/sqllab/';
  form.target = '_blank';
  const input = document.createElement('input');
  input.type = 'hidden';
  input.name = 'form_data';
  const table = [dataset.schema, dataset.tableName].filter(Boolean).join('.');
  input.value = JSON.stringify({
    datasourceKey: `${dataset.datasetId}__table`,
    sql: dataset.sql ?? `SELECT * FROM ${table} LIMIT 100`,
  });
  // A form post cannot set the X-CSRFToken header: the token rides in the form, as Superset's does.
  const csrf = document.createElement('input');
  csrf.type = 'hidden';
  csrf.name = 'csrf_token';
  csrf.value = token;
  form.append(input, csrf);
  return form;
}

/**
 * The dataset box: its name (tooltip past 25 characters), the menu (Edit dataset for owners, Change
 * dataset, View in SQL Lab), and its columns and metrics to drag onto the controls.
 */
export function DatasetPane({
  dataset,
  chartId,
  onDatasetChanged,
}: {
  dataset: ExploreDataset;
  chartId: string | null;
  onDatasetChanged: (picked: PickedDataset) => void;
}) {
  const [search, setSearch] = useState('');
  const [modal, setModal] = useState<'edit' | 'change' | null>(null);
  const formHost = useRef<HTMLDivElement>(null);
  const name = dataset.schema ? `${dataset.schema}.${dataset.tableName}` : dataset.tableName;
  const match = (text: string) => text.toLowerCase().includes(search.trim().toLowerCase());
  const columns = dataset.columns.filter((c) => match(c.verbose_name || c.column_name));
  const metrics = (dataset.metrics ?? []).filter((m) => match(m.verbose_name || m.metric_name));
  const editBlocked = dataset.isManagedExternally ? MANAGED : dataset.viewerCanEdit ? null : NOT_OWNER;
  return (
    <Stack gap="2" h="full" minH="0">
      <Flex align="center" gap="1">
        <Heading as="h2" size="sm" truncate title={name.length > 25 ? name : undefined} flex="1">
          {name}
        </Heading>
        <DatasetNotices
          certifiedBy={dataset.certifiedBy}
          certificationDetails={dataset.certificationDetails}
          warningMarkdown={dataset.warningMarkdown}
        />
        <Menu.Root>
          <Menu.Trigger asChild>
            <Button size="xs" variant="ghost" aria-label="Dataset menu">
              ⋯
            </Button>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content>
                <Menu.Item
                  value="edit"
                  disabled={editBlocked !== null}
                  title={editBlocked ?? undefined}
                  onClick={() => setModal('edit')}
                >
                  Edit dataset
                </Menu.Item>
                <Menu.Item value="change" onClick={() => setModal('change')}>
                  Change dataset
                </Menu.Item>
                <Menu.Item
                  value="sqllab"
                  onClick={() => {
                    void csrfToken().then((token) => {
                      const form = sqlLabForm(dataset, token);
                      formHost.current?.append(form);
                      form.submit();
                      form.remove();
                    });
                  }}
                >
                  View in SQL Lab
                </Menu.Item>
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      </Flex>
      {editBlocked ? (
        <Text fontSize="xs" color="fg.muted">
          {editBlocked === MANAGED ? MANAGED : 'Edit dataset: only owners and admins.'}
        </Text>
      ) : null}
      <Input
        size="sm"
        type="search"
        aria-label="Search metrics and columns"
        placeholder="Search Metrics & Columns"
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
      />
      <Box overflowY="auto" flex="1" minH="0" tabIndex={0} role="region" aria-label="Metrics and columns">
        <Text fontSize="xs" fontWeight="semibold" color="fg.muted" mt="1">
          Metrics ({metrics.length})
        </Text>
        <Stack gap="0" role="list" aria-label="Metrics">
          {metrics.map((m) => (
            <Box role="listitem" key={m.metric_name}>
              <DraggableRow
                item={{ kind: 'metric', name: m.metric_name }}
                label={m.verbose_name || m.metric_name}
                type={null}
              />
            </Box>
          ))}
        </Stack>
        <Text fontSize="xs" fontWeight="semibold" color="fg.muted" mt="2">
          Columns ({columns.length})
        </Text>
        <Stack gap="0" role="list" aria-label="Columns">
          {columns.map((c) => (
            <Box role="listitem" key={c.column_name}>
              <DraggableRow
                item={{ kind: 'column', name: c.column_name }}
                label={c.verbose_name || c.column_name}
                type={c.type ?? null}
              />
            </Box>
          ))}
        </Stack>
      </Box>
      <div ref={formHost} hidden />
      <EditDatasetModal open={modal === 'edit'} onClose={() => setModal(null)} datasetId={dataset.id} />
      <ChangeDatasetModal
        open={modal === 'change'}
        onClose={() => setModal(null)}
        chartId={chartId}
        currentDatasetId={dataset.datasetId}
        onChanged={onDatasetChanged}
      />
    </Stack>
  );
}
