/** The four exportable resources, with the names Superset uses for each in bundles and messages. */
export const BUNDLE_RESOURCES = {
  chart: { metadataType: 'Slice', prefix: 'charts/', modelName: 'chart', view: 'Chart' },
  dashboard: { metadataType: 'Dashboard', prefix: 'dashboards/', modelName: 'dashboard', view: 'Dashboard' },
  dataset: { metadataType: 'SqlaTable', prefix: 'datasets/', modelName: 'dataset', view: 'Dataset' },
  database: { metadataType: 'Database', prefix: 'databases/', modelName: 'database', view: 'Database' },
} as const;

export type BundleResource = keyof typeof BUNDLE_RESOURCES;

export const BUNDLE_VERSION = '1.0.0';
export const METADATA_FILE = 'metadata.yaml';

export function isBundleResource(name: string): name is BundleResource {
  return Object.hasOwn(BUNDLE_RESOURCES, name);
}
