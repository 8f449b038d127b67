import { builder } from '../builder.ts';
import type { GraphQLContext } from '../context.ts';
import { ValidationError } from '../errors.ts';
import { encodeRisonUri } from '../rison.ts';
import { restIdOf } from './dashboard-mutations.ts';

/**
 * A ZIP is not GraphQL data: the gateway hands out the REST download instead of the bytes, so a
 * tool streams the bundle straight from REST with the credentials it already sends to /graphql.
 */
const ExportResource = builder.enumType('ExportResource', {
  description: 'What to export as a Superset v1 bundle (ZIP).',
  values: {
    CHART: { value: 'chart', description: 'Charts (with their datasets and databases).' },
    DASHBOARD: { value: 'dashboard', description: 'Dashboards (with their charts, datasets and databases).' },
    DATASET: { value: 'dataset', description: 'Datasets (with their databases).' },
    DATABASE: { value: 'database', description: 'Databases (with their datasets).' },
    ASSETS: { value: 'assets', description: 'Everything the viewer may export, in one `assets` bundle (no ids).' },
  } as const,
});

const TYPENAMES = { chart: 'Chart', dashboard: 'Dashboard', dataset: 'Dataset', database: 'Database' } as const;

interface ExportDownload {
  path: string;
  origin: string;
}

const ExportBundleDownload = builder.objectRef<ExportDownload>('ExportBundleDownload').implement({
  description:
    'Where to GET the bundle: send the same `Authorization: Bearer` header (or session cookie) as to /graphql. The GET answers the ZIP (`application/zip`, file name in `content-disposition`), 403 without the export right, 404 when none of the ids is visible.',
  fields: (t) => ({
    url: t.string({ description: 'The absolute URL to GET.', resolve: (d) => new URL(d.path, d.origin).href }),
    path: t.exposeString('path', { description: 'The same URL relative to the gateway’s origin.' }),
    method: t.string({ description: 'The HTTP method: always GET.', resolve: () => 'GET' }),
    contentType: t.string({
      description: 'The type of the answer: application/zip.',
      resolve: () => 'application/zip',
    }),
  }),
});

/**
 * The link itself reveals nothing and REST applies the caller's rights on download; but an anonymous
 * caller is asked to sign in (UNAUTHENTICATED) before its arguments are looked at, as every field does.
 */
async function assertSignedIn(ctx: GraphQLContext): Promise<void> {
  await ctx.rest.me();
}

builder.queryField('exportBundle', (t) =>
  t.field({
    type: ExportBundleDownload,
    description:
      'The download of a ZIP bundle (`GET /api/v1/{chart,dashboard,dataset,database}/export/?q=!(ids)` or `GET /api/v1/assets/export/`), for re-import with importBundle.',
    args: {
      resource: t.arg({ type: ExportResource, required: true, description: 'What to export.' }),
      ids: t.arg.globalIDList({
        description: 'The objects to export (global IDs of the resource’s type); required unless ASSETS.',
      }),
    },
    resolve: async (_root, { resource, ids }, ctx) => {
      await assertSignedIn(ctx);
      if (resource === 'assets') {
        if (ids?.length) throw new ValidationError('ASSETS exports everything: give no ids.');
        return { path: '/api/v1/assets/export/', origin: ctx.origin };
      }
      if (!ids?.length) throw new ValidationError('Give the ids of the objects to export.');
      if (ids.length > 1000) throw new ValidationError('At most 1000 ids per export.');
      const pks = [...new Set(ids.map((id) => restIdOf(id, TYPENAMES[resource])))];
      return { path: `/api/v1/${resource}/export/?q=${encodeRisonUri(pks)}`, origin: ctx.origin };
    },
  }),
);
