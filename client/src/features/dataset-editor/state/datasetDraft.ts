/**
 * The dataset editor's working copy: plain data built from the dataset, edited by the form, checked,
 * then turned into the smallest `updateDataset` input that says what changed.
 */

export interface ColumnDraft {
  /** Stable React key; the REST id for stored columns. */
  readonly key: string;
  readonly id: number | null;
  readonly columnName: string;
  readonly verboseName: string;
  readonly type: string;
  readonly isDttm: boolean;
  /** How a temporal column stored as text or numbers encodes dates (e.g. %Y-%m-%d, epoch_s). */
  readonly pythonDateFormat: string;
  readonly groupby: boolean;
  readonly filterable: boolean;
  readonly expression: string;
  /** A calculated column (its SQL expression is what it reads); only these can be removed. */
  readonly calculated: boolean;
}

export interface MetricDraft {
  readonly key: string;
  readonly id: number | null;
  readonly metricName: string;
  readonly expression: string;
  readonly verboseName: string;
  readonly certifiedBy: string;
  readonly certificationDetails: string;
  readonly warningText: string;
}

export interface OwnerDraft {
  readonly userId: number;
  readonly name: string;
}

export interface DatasetDraft {
  readonly description: string;
  readonly mainDttmCol: string;
  readonly cacheTimeout: string;
  readonly sql: string;
  readonly owners: readonly OwnerDraft[];
  readonly columns: readonly ColumnDraft[];
  readonly metrics: readonly MetricDraft[];
}

/** The fields of the dataset the draft starts from (what the editor's fragment reads). */
export interface DatasetSource {
  readonly description: string | null | undefined;
  readonly mainDttmCol: string | null | undefined;
  readonly cacheTimeout: number | null | undefined;
  readonly sql: string | null | undefined;
  readonly owners: readonly { userId: number; firstName: string; lastName: string; username: string }[];
  readonly columns: readonly {
    columnId: number;
    columnName: string;
    verboseName?: string | null;
    type?: string | null;
    isDttm: boolean;
    pythonDateFormat?: string | null;
    groupby: boolean;
    filterable: boolean;
    expression?: string | null;
  }[];
  readonly metrics: readonly {
    metricId: number;
    metricName: string;
    expression: string;
    verboseName?: string | null;
    certifiedBy?: string | null;
    certificationDetails?: string | null;
    warningText?: string | null;
  }[];
}

export function ownerName(owner: { firstName: string; lastName: string; username: string }): string {
  return `${owner.firstName} ${owner.lastName}`.trim() || owner.username;
}

export function draftFromDataset(source: DatasetSource): DatasetDraft {
  return {
    description: source.description ?? '',
    mainDttmCol: source.mainDttmCol ?? '',
    cacheTimeout: source.cacheTimeout == null ? '' : String(source.cacheTimeout),
    sql: source.sql ?? '',
    owners: source.owners.map((owner) => ({ userId: owner.userId, name: ownerName(owner) })),
    columns: source.columns.map((c) => ({
      key: `column-${c.columnId}`,
      id: c.columnId,
      columnName: c.columnName,
      verboseName: c.verboseName ?? '',
      type: c.type ?? '',
      isDttm: c.isDttm,
      pythonDateFormat: c.pythonDateFormat ?? '',
      groupby: c.groupby,
      filterable: c.filterable,
      expression: c.expression ?? '',
      calculated: Boolean(c.expression?.trim()),
    })),
    metrics: source.metrics.map((m) => ({
      key: `metric-${m.metricId}`,
      id: m.metricId,
      metricName: m.metricName,
      expression: m.expression,
      verboseName: m.verboseName ?? '',
      certifiedBy: m.certifiedBy ?? '',
      certificationDetails: m.certificationDetails ?? '',
      warningText: m.warningText ?? '',
    })),
  };
}

let nextKey = 0;
const newKey = (prefix: string) => `${prefix}-new-${++nextKey}`;

export function newCalculatedColumn(): ColumnDraft {
  return {
    key: newKey('column'),
    id: null,
    columnName: '',
    verboseName: '',
    type: '',
    isDttm: false,
    pythonDateFormat: '',
    groupby: true,
    filterable: true,
    expression: '',
    calculated: true,
  };
}

export function newMetric(): MetricDraft {
  return {
    key: newKey('metric'),
    id: null,
    metricName: '',
    expression: '',
    verboseName: '',
    certifiedBy: '',
    certificationDetails: '',
    warningText: '',
  };
}

/** Field errors keyed like `columns.<key>.columnName`, `metrics.<key>.expression`, `cacheTimeout`, `sql`. */
export type DraftErrors = Readonly<Record<string, string>>;

export const requiredMessage = 'This is a required field';

export function validateDraft(draft: DatasetDraft, virtual: boolean): DraftErrors {
  const errors: Record<string, string> = {};
  const columnNames = new Set<string>();
  for (const column of draft.columns) {
    const name = column.columnName.trim();
    if (!name) errors[`columns.${column.key}.columnName`] = requiredMessage;
    else if (columnNames.has(name)) errors[`columns.${column.key}.columnName`] = `Column name ${name} is used twice`;
    columnNames.add(name);
    if (column.calculated && !column.expression.trim()) errors[`columns.${column.key}.expression`] = requiredMessage;
  }
  const metricNames = new Set<string>();
  for (const metric of draft.metrics) {
    const name = metric.metricName.trim();
    if (!name) errors[`metrics.${metric.key}.metricName`] = requiredMessage;
    else if (metricNames.has(name)) errors[`metrics.${metric.key}.metricName`] = `Metric name ${name} is used twice`;
    metricNames.add(name);
    if (!metric.expression.trim()) errors[`metrics.${metric.key}.expression`] = requiredMessage;
  }
  if (draft.cacheTimeout.trim() && !/^\d+$/.test(draft.cacheTimeout.trim())) {
    errors.cacheTimeout = 'Cache timeout must be a whole number of seconds';
  }
  if (virtual && !draft.sql.trim()) errors.sql = requiredMessage;
  if (draft.mainDttmCol && !draft.columns.some((c) => c.columnName.trim() === draft.mainDttmCol && c.isDttm)) {
    errors.mainDttmCol = 'The default datetime column must be a temporal column';
  }
  return errors;
}

export interface ColumnInput {
  id?: number | null;
  columnName: string;
  verboseName?: string | null;
  type?: string | null;
  isDttm?: boolean | null;
  pythonDateFormat?: string | null;
  groupby?: boolean | null;
  filterable?: boolean | null;
  expression?: string | null;
}

export interface MetricInput {
  id?: number | null;
  metricName: string;
  expression: string;
  verboseName?: string | null;
  certifiedBy?: string | null;
  certificationDetails?: string | null;
  warningText?: string | null;
}

export interface DatasetUpdate {
  description?: string | null;
  mainDttmCol?: string | null;
  cacheTimeout?: number | null;
  sql?: string | null;
  ownerIds?: number[] | null;
  columns?: ColumnInput[] | null;
  metrics?: MetricInput[] | null;
  removeColumns?: string[] | null;
  removeMetrics?: string[] | null;
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

function columnInput(c: ColumnDraft): ColumnInput {
  return {
    ...(c.id != null ? { id: c.id } : {}),
    columnName: c.columnName.trim(),
    verboseName: orNull(c.verboseName),
    isDttm: c.isDttm,
    pythonDateFormat: orNull(c.pythonDateFormat),
    groupby: c.groupby,
    filterable: c.filterable,
    ...(c.type.trim() ? { type: c.type.trim() } : {}),
    ...(c.calculated ? { expression: c.expression.trim() } : {}),
  };
}

function metricInput(m: MetricDraft): MetricInput {
  return {
    ...(m.id != null ? { id: m.id } : {}),
    metricName: m.metricName.trim(),
    expression: m.expression.trim(),
    verboseName: orNull(m.verboseName),
    certifiedBy: m.certifiedBy.trim(),
    certificationDetails: orNull(m.certificationDetails),
    warningText: orNull(m.warningText),
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Only what differs from `initial`; an empty object means nothing to save. */
export function updateFromDraft(initial: DatasetDraft, draft: DatasetDraft, virtual: boolean): DatasetUpdate {
  const update: DatasetUpdate = {};
  if (draft.description.trim() !== initial.description.trim()) update.description = draft.description.trim();
  if (draft.mainDttmCol !== initial.mainDttmCol) update.mainDttmCol = orNull(draft.mainDttmCol);
  if (draft.cacheTimeout.trim() !== initial.cacheTimeout.trim()) {
    update.cacheTimeout = draft.cacheTimeout.trim() === '' ? null : Number(draft.cacheTimeout.trim());
  }
  if (virtual && draft.sql.trim() !== initial.sql.trim()) update.sql = draft.sql.trim();
  const ownerIds = draft.owners.map((o) => o.userId);
  if (
    !same(
      ownerIds,
      initial.owners.map((o) => o.userId),
    )
  )
    update.ownerIds = ownerIds;

  const initialColumns = new Map(initial.columns.map((c) => [c.key, c]));
  const columns = draft.columns.filter((c) => !same(initialColumns.get(c.key), c)).map(columnInput);
  const kept = new Set(draft.columns.map((c) => c.key));
  const removeColumns = initial.columns.filter((c) => !kept.has(c.key)).map((c) => c.columnName);
  if (columns.length) update.columns = columns;
  if (removeColumns.length) update.removeColumns = removeColumns;

  const initialMetrics = new Map(initial.metrics.map((m) => [m.key, m]));
  const metrics = draft.metrics.filter((m) => !same(initialMetrics.get(m.key), m)).map(metricInput);
  const keptMetrics = new Set(draft.metrics.map((m) => m.key));
  const removeMetrics = initial.metrics.filter((m) => !keptMetrics.has(m.key)).map((m) => m.metricName);
  if (metrics.length) update.metrics = metrics;
  if (removeMetrics.length) update.removeMetrics = removeMetrics;
  return update;
}

/** The spec's confirmation that a save reaches every chart of the dataset, with how many there are. */
export function affectedChartsMessage(chartCount: number): string {
  const charts = chartCount === 1 ? '1 chart' : `${chartCount} charts`;
  return `The dataset configuration exposed here affects all the charts using this dataset (${charts}). Be mindful that changing settings here may affect other charts in undesirable ways.`;
}
