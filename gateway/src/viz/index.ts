/**
 * `@chartroom/viz`: chart form data, the form data -> query context builders of each viz, and the
 * viz registry. Pure TypeScript shared by the gateway and the browser bundle.
 */
export * from './build-query-context.ts';
export * from './control-panel.ts';
export * from './controls/index.ts';
export * from './datasource-key.ts';
export * from './errors.ts';
export * from './form-data.ts';
export * from './labels.ts';
export * from './operators.ts';
export { buildBigNumberQuery } from './plugins/big-number.ts';
export { buildBigNumberTotalQuery } from './plugins/big-number-total.ts';
export { buildPieQuery } from './plugins/pie.ts';
export { buildTableQuery, tableQueryMode } from './plugins/table.ts';
export { buildTimeseriesQuery } from './plugins/timeseries.ts';
export * from './query-object.ts';
export * from './registry.ts';
