import { FormDataError } from './errors.ts';
import type { DatasourceRef, DatasourceType } from './form-data.ts';

const DATASOURCE_TYPES: readonly DatasourceType[] = ['table', 'query', 'saved_query', 'view', 'dataset'];

/** `'3__table'` -> `{ id: 3, type: 'table' }`; anything else is a FormDataError. */
export function parseDatasourceKey(key: string): DatasourceRef {
  const match = /^(\d+)__([a-z_]+)$/.exec(typeof key === 'string' ? key.trim() : '');
  const type = match?.[2] as DatasourceType | undefined;
  if (!match || !type || !DATASOURCE_TYPES.includes(type)) {
    throw new FormDataError(
      `Invalid datasource "${String(key)}": expected "<id>__<type>" with type one of ${DATASOURCE_TYPES.join(', ')}`,
    );
  }
  const id = Number(match[1]);
  if (!Number.isSafeInteger(id)) throw new FormDataError(`Invalid datasource id in "${key}"`);
  return { id, type };
}

export function formatDatasourceKey(ref: DatasourceRef): string {
  return `${ref.id}__${ref.type}`;
}
