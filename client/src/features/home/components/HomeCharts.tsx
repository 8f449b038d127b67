import { graphql, useFragment } from 'react-relay';
import type { HomeCharts_query$key } from './__generated__/HomeCharts_query.graphql.ts';
import { HomeChartItem } from './HomeChartItem.tsx';
import { HomeListTabs } from './HomeListTabs.tsx';

/** The viewer's favourite charts, their own, and the latest (5 each, last modified first). */
export function HomeCharts({ query }: { query: HomeCharts_query$key }) {
  const data = useFragment(
    graphql`
      fragment HomeCharts_query on Query {
        favoriteCharts: charts(first: 5, isFavorite: true, orderBy: { field: CHANGED_ON, direction: DESC })
          @catch(to: RESULT) {
          edges {
            node {
              id
              ...HomeChartItem_chart
            }
          }
        }
        myCharts: charts(first: 5, ownedByMe: true, orderBy: { field: CHANGED_ON, direction: DESC })
          @catch(to: RESULT) {
          edges {
            node {
              id
              ...HomeChartItem_chart
            }
          }
        }
        allCharts: charts(first: 5, orderBy: { field: CHANGED_ON, direction: DESC }) @catch(to: RESULT) {
          edges {
            node {
              id
              ...HomeChartItem_chart
            }
          }
        }
      }
    `,
    query,
  );
  return (
    <HomeListTabs
      noun="chart"
      tabs={[
        { value: 'favorite', label: 'Favourite', result: data.favoriteCharts, empty: 'No favourite charts yet.' },
        { value: 'mine', label: 'Mine', result: data.myCharts, empty: 'You own no charts yet.' },
        { value: 'all', label: 'All', result: data.allCharts, empty: 'No charts yet.' },
      ]}
      renderItem={(node) => <HomeChartItem key={node.id} chart={node} />}
    />
  );
}
