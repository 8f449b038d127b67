import { BadRequestError } from '../errors.ts';
import { compileGeneric, genericOperators } from './operators.ts';
import type { ListQuery } from './query.ts';
import type { ListContext, ListResource, Where } from './types.ts';

/** AND of the query's filters, with FAB's messages for columns and operators it does not allow. */
export async function compileFilters(
  resource: ListResource<unknown>,
  filters: ListQuery['filters'],
  ctx: ListContext,
): Promise<Where[]> {
  const out: Where[] = [];
  for (const { col, opr, value } of filters) {
    const column = resource.searchColumns[col];
    if (!column) throw new BadRequestError(`Filter column: ${col} not allowed to filter`);
    const custom = column.custom?.[opr];
    if (custom) {
      out.push(await custom.apply(value, ctx));
      continue;
    }
    if (genericOperators(column).includes(opr)) {
      out.push(compileGeneric(col, column, opr, value, ctx));
      continue;
    }
    // FAB drops an unknown operator silently on a column that has custom filters.
    if (column.custom && Object.keys(column.custom).length > 0) continue;
    throw new BadRequestError(`Filter operation: ${opr} not allowed on column: ${col}`);
  }
  return out;
}

/** `_info`'s `filters` block: every search column with the operators it accepts. */
export function describeFilters(
  resource: ListResource<unknown>,
  labels: Record<string, string>,
): Record<string, { name: string; operator: string }[]> {
  const out: Record<string, { name: string; operator: string }[]> = {};
  for (const [col, column] of Object.entries(resource.searchColumns)) {
    out[col] = [
      ...Object.entries(column.custom ?? {}).map(([operator, f]) => ({ name: f.label, operator })),
      ...genericOperators(column).map((operator) => ({ name: labels[operator] ?? operator, operator })),
    ];
  }
  return out;
}
