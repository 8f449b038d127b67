import { builder } from '../builder.ts';
import { enumName, LIST_OPERATORS, operatorsOf, type ResourceFilterSpec } from '../list-filters.ts';

/**
 * `<Name>Filter { column, operator, value }` with the resource's search columns and the operators REST
 * accepts on them as enums: GraphiQL then offers exactly what the REST list call can do.
 */
export function listFilterInput(name: string, plural: string, spec: ResourceFilterSpec) {
  const columns = builder.enumType(`${name}FilterColumn`, {
    description: `Columns the ${plural} list can be filtered on (the REST search columns).`,
    values: Object.fromEntries(
      Object.entries(spec).map(([column, { description, operators }]) => [
        enumName(column),
        { value: column, description: `${description} Operators: ${operators.map(enumName).join(', ')}.` },
      ]),
    ),
  });
  const operators = builder.enumType(`${name}FilterOperator`, {
    description: `Operators of the ${plural} list filters (each column accepts the ones its description names).`,
    values: Object.fromEntries(
      operatorsOf(spec).map((op) => [enumName(op), { value: op, description: LIST_OPERATORS[op].description }]),
    ),
  });
  const input = builder.inputType(`${name}Filter`, {
    description: `One condition on the ${plural} list, sent to REST as a rison filter \`(col, opr, value)\`; conditions are AND-ed.`,
    fields: (t) => ({
      column: t.field({ type: columns, required: true, description: 'The column.' }),
      operator: t.field({ type: operators, required: true, description: 'The operator.' }),
      value: t.field({
        type: 'JSON',
        description:
          'A string, number or boolean; a list for IN, NOT_IN and CHART_IN_DASHBOARDS; a REST id or global ID for relations; true or false for the switches.',
      }),
    }),
  });
  return input;
}
