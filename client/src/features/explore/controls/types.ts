import type { ControlConfig } from '@chartroom/viz';
import type { ExploreFormData } from '../state/exploreState.ts';
import type { ExploreDataset } from '../useExploreDatasource.ts';

/** What every control component receives from the panel. */
export interface ControlProps {
  readonly name: string;
  readonly config: ControlConfig;
  readonly value: unknown;
  readonly onChange: (value: unknown) => void;
  readonly formData: ExploreFormData;
  readonly datasource: ExploreDataset;
  readonly label: string;
}
