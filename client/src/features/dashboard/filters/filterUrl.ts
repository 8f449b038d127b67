/** The URL parameter that names the viewer's stored filter state (Superset's `native_filters_key`). */
export const NATIVE_FILTERS_KEY = 'native_filters_key';
