/**
 * Bench only (never shipped): the baseline of the dashboard section. The same dashboard loaded the
 * way Superset's page loads it (the dashboard, its charts and its datasets over REST, then one
 * chart-data request per chart, all in parallel) and drawn with the product's own chart renderers
 * and layout grid (three charts to a row, each card drawn as its data arrives).
 */
import { Box, ChakraProvider, Grid, Heading, Text } from '@chakra-ui/react';
import { memo, StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { type DatasourceMeta, toDatasourceMeta } from '../../../client/src/charts/datasourceMeta.ts';
import { getChartPlugin } from '../../../client/src/charts/registry.ts';
import type { ChartQueryResult, ChartRow, SavedFormData } from '../../../client/src/charts/types.ts';
import { system } from '../../../client/src/theme/system.ts';

interface RestChart {
  id: number;
  slice_name: string;
  viz_type: string;
  form_data: Record<string, unknown>;
  datasource_id: number;
}
interface RestDataset {
  id: number;
  columns: { column_name: string; verbose_name: string | null }[];
  metrics: { metric_name: string; verbose_name: string | null; d3format: string | null; currency: unknown }[];
}
interface Component {
  type: string;
  children: string[];
  meta: { chartId?: number; width?: number; height?: number };
}
type Card =
  | { state: 'loading' }
  | { state: 'drawn'; results: ChartQueryResult[] }
  | { state: 'failed'; message: string };

async function get<T>(path: string): Promise<T> {
  const res = await fetch(path, { credentials: 'same-origin' });
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return (await res.json()) as T;
}

const LOADING: Card = { state: 'loading' };
const NO_META = toDatasourceMeta(null);

const toRows = (data: unknown): ChartRow[] =>
  Array.isArray(data) ? data.filter((row): row is ChartRow => row !== null && typeof row === 'object') : [];

/** The chart ids of the layout, row by row, as the page draws them. */
function chartsInOrder(positions: Record<string, Component | string>): number[] {
  const ids: number[] = [];
  const walk = (id: string) => {
    const component = positions[id];
    if (!component || typeof component === 'string') return;
    if (component.type === 'CHART' && typeof component.meta.chartId === 'number') ids.push(component.meta.chartId);
    for (const child of component.children) walk(child);
  };
  walk('ROOT_ID');
  return ids;
}

/** Memoized: a card draws again only when its own data arrives, not when another card's does. */
const ChartCard = memo(function ChartCard({
  chart,
  card,
  meta,
}: {
  chart: RestChart;
  card: Card;
  meta: DatasourceMeta;
}) {
  const plugin = getChartPlugin(chart.viz_type);
  let body = <Text>Loading…</Text>;
  if (card.state === 'failed') body = <Text role="alert">{card.message}</Text>;
  if (card.state === 'drawn' && plugin) {
    const [first, ...rest] = card.results;
    const formData = { ...chart.form_data, viz_type: chart.viz_type } as SavedFormData;
    body = first ? (
      <Box h="full" w="full" role="figure" aria-label={plugin.name}>
        {plugin.render(first, formData, { datasource: meta, results: [first, ...rest] })}
      </Box>
    ) : (
      <Text role="alert">No results</Text>
    );
  }
  return (
    <Box
      as="section"
      data-chart-id={chart.id}
      h="320px"
      borderWidth="1px"
      borderRadius="md"
      p="3"
      display="flex"
      flexDirection="column"
    >
      <Heading as="h2" size="sm" truncate>
        {chart.slice_name}
      </Heading>
      <Box flex="1" minH="0">
        {body}
      </Box>
    </Box>
  );
});

function RestDashboard({ dashboardId }: { dashboardId: string }) {
  const [page, setPage] = useState<{
    title: string;
    charts: RestChart[];
    metas: Map<number, DatasourceMeta>;
  } | null>(null);
  const [cards, setCards] = useState<Record<number, Card>>({});
  useEffect(() => {
    let live = true;
    (async () => {
      const [dashboard, charts, datasets] = await Promise.all([
        get<{ result: { dashboard_title: string; position_json: string } }>(`/api/v1/dashboard/${dashboardId}`),
        get<{ result: RestChart[] }>(`/api/v1/dashboard/${dashboardId}/charts`),
        get<{ result: RestDataset[] }>(`/api/v1/dashboard/${dashboardId}/datasets`),
      ]);
      const byId = new Map(charts.result.map((c) => [c.id, c]));
      const ordered = chartsInOrder(JSON.parse(dashboard.result.position_json))
        .map((id) => byId.get(id))
        .filter((c): c is RestChart => c !== undefined);
      const metas = new Map(
        datasets.result.map((d) => [
          d.id,
          toDatasourceMeta({
            columns: d.columns.map((c) => ({ columnName: c.column_name, verboseName: c.verbose_name })),
            metrics: d.metrics.map((m) => ({
              metricName: m.metric_name,
              verboseName: m.verbose_name,
              d3format: m.d3format,
              currency: m.currency,
            })),
          }),
        ]),
      );
      if (!live) return;
      setPage({ title: dashboard.result.dashboard_title, charts: ordered, metas });
      for (const chart of ordered) {
        get<{ result: { colnames: string[]; coltypes: number[]; data: unknown; rowcount: number }[] }>(
          `/api/v1/chart/${chart.id}/data/`,
        ).then(
          (answer) => {
            const results = answer.result.map((r) => ({ ...r, data: toRows(r.data) }) as ChartQueryResult);
            if (live) setCards((current) => ({ ...current, [chart.id]: { state: 'drawn', results } }));
          },
          (error: Error) => {
            if (live) setCards((current) => ({ ...current, [chart.id]: { state: 'failed', message: error.message } }));
          },
        );
      }
    })();
    return () => {
      live = false;
    };
  }, [dashboardId]);
  if (!page) return <Text>Loading dashboard…</Text>;
  return (
    <Box p="4">
      <Heading as="h1" size="lg" mb="4">
        {page.title}
      </Heading>
      <Grid templateColumns="repeat(3, minmax(0, 1fr))" gap="4">
        {page.charts.map((chart) => (
          <ChartCard
            key={chart.id}
            chart={chart}
            card={cards[chart.id] ?? LOADING}
            meta={page.metas.get(chart.datasource_id) ?? NO_META}
          />
        ))}
      </Grid>
    </Box>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('no #root');
createRoot(root).render(
  <StrictMode>
    <ChakraProvider value={system}>
      <RestDashboard dashboardId={new URLSearchParams(window.location.search).get('id') ?? ''} />
    </ChakraProvider>
  </StrictMode>,
);
