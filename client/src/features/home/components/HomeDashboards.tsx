import { graphql, useFragment } from 'react-relay';
import type { HomeDashboards_query$key } from './__generated__/HomeDashboards_query.graphql.ts';
import { HomeDashboardItem } from './HomeDashboardItem.tsx';
import { HomeListTabs } from './HomeListTabs.tsx';

/** The viewer's favourite dashboards, their own, and the latest (5 each, last modified first). */
export function HomeDashboards({ query }: { query: HomeDashboards_query$key }) {
  const data = useFragment(
    graphql`
      fragment HomeDashboards_query on Query {
        favoriteDashboards: dashboards(first: 5, favorite: true, orderBy: { field: CHANGED_ON, direction: DESC })
          @catch(to: RESULT) {
          edges {
            node {
              id
              ...HomeDashboardItem_dashboard
            }
          }
        }
        myDashboards: dashboards(first: 5, ownedByMe: true, orderBy: { field: CHANGED_ON, direction: DESC })
          @catch(to: RESULT) {
          edges {
            node {
              id
              ...HomeDashboardItem_dashboard
            }
          }
        }
        allDashboards: dashboards(first: 5, orderBy: { field: CHANGED_ON, direction: DESC }) @catch(to: RESULT) {
          edges {
            node {
              id
              ...HomeDashboardItem_dashboard
            }
          }
        }
      }
    `,
    query,
  );
  return (
    <HomeListTabs
      noun="dashboard"
      tabs={[
        {
          value: 'favorite',
          label: 'Favourite',
          result: data.favoriteDashboards,
          empty: 'No favourite dashboards yet.',
        },
        { value: 'mine', label: 'Mine', result: data.myDashboards, empty: 'You own no dashboards yet.' },
        { value: 'all', label: 'All', result: data.allDashboards, empty: 'No dashboards yet.' },
      ]}
      renderItem={(node) => <HomeDashboardItem key={node.id} dashboard={node} />}
    />
  );
}
