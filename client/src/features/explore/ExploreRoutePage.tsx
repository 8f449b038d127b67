import { useLoaderData } from 'react-router';
import { ExplorePage } from './ExplorePage.tsx';
import { type NewChartLoaderData, NewChartPage } from './NewChartPage.tsx';

function isNewChart(data: unknown): data is NewChartLoaderData {
  return typeof data === 'object' && data !== null && (data as { kind?: unknown }).kind === 'new-chart';
}

/** `/explore/` shows a saved chart (`slice_id`) or a new one (`datasource_id` and `viz_type`). */
export function ExploreRoutePage() {
  const data: unknown = useLoaderData();
  return isNewChart(data) ? <NewChartPage data={data} /> : <ExplorePage />;
}
