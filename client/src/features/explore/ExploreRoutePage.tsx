import { useLoaderData } from 'react-router';
import { ExploreScreen } from './ExploreScreen.tsx';
import type { ExploreLoaderData } from './route.ts';

/** `/explore/`: a saved chart (`slice_id`) or a new one (`datasource_id` and `viz_type`), built in the control panel. */
export function ExploreRoutePage() {
  const data = useLoaderData() as ExploreLoaderData;
  return <ExploreScreen data={data} />;
}
