import { graphql, useFragment } from 'react-relay';
import type { useDatasourceMeta_dataset$key } from './__generated__/useDatasourceMeta_dataset.graphql.ts';
import { type DatasourceMeta, toDatasourceMeta } from './datasourceMeta.ts';

/** The display names and formats a chart takes from its dataset (none when the dataset is hidden or gone). */
export function useDatasourceMeta(dataset: useDatasourceMeta_dataset$key | null | undefined): DatasourceMeta {
  const data = useFragment(
    graphql`
      fragment useDatasourceMeta_dataset on Dataset {
        metrics {
          metricName
          verboseName
          d3format
          currency
        }
        columns {
          columnName
          verboseName
        }
      }
    `,
    dataset ?? null,
  );
  return toDatasourceMeta(data);
}
