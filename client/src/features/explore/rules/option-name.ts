/** A fresh id for a filter or metric option (Superset's `filter_<random>` / `metric_<random>`), used as its list key. */
export function newOptionName(prefix: 'filter' | 'metric'): string {
  const random = () => Math.random().toString(36).slice(2, 12);
  return `${prefix}_${random()}_${random()}`;
}
