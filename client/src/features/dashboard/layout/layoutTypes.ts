/** The component kinds of a dashboard layout (position_json), as Superset names them. */
export type ComponentType =
  | 'ROOT'
  | 'GRID'
  | 'HEADER'
  | 'ROW'
  | 'COLUMN'
  | 'CHART'
  | 'MARKDOWN'
  | 'DIVIDER'
  | 'TABS'
  | 'TAB';

export type Meta = Readonly<Record<string, unknown>>;

/** One component as position_json stores it; keys this app does not know are kept as they are. */
export interface LayoutComponent {
  readonly id: string;
  readonly type: string;
  readonly children: readonly string[];
  readonly parents?: readonly string[];
  readonly meta: Meta;
  readonly [extra: string]: unknown;
}

/** position_json: components by id, plus non-component keys (DASHBOARD_VERSION_KEY) kept verbatim. */
export type Layout = Readonly<Record<string, unknown>>;

export const ROOT_ID = 'ROOT_ID';
export const GRID_ID = 'GRID_ID';
export const HEADER_ID = 'HEADER_ID';

/** Superset's grid: 12 columns; heights in units of 8 px; 16 px gutters. */
export const GRID_COLUMN_COUNT = 12;
export const GRID_BASE_UNIT = 8;
export const GRID_GUTTER_SIZE = 16;
export const GRID_MIN_COLUMN_COUNT = 1;
export const GRID_MIN_ROW_UNITS = 5;
export const GRID_DEFAULT_CHART_WIDTH = 4;
export const GRID_DEFAULT_CHART_HEIGHT = 50;

export const NEW_HEADER_TEXT = 'New header';
export const NEW_TAB_TEXT = 'Tab title';

export const NOT_ENOUGH_SPACE =
  'There is not enough space for this component. Try decreasing its width, or increasing the destination width.';
export const TOP_LEVEL_TABS_INTO_NESTED = 'Can not move top level tab into nested tabs';
export const MOVED_TO_OTHER_SCOPE = 'This chart has been moved to a different filter scope.';
