import { builder } from '../builder.ts';
import type { GraphQLContext } from '../context.ts';
import type { RestDataset } from '../rest-types.ts';
import { encodeRisonUri } from '../rison.ts';
import { DatasetRef } from './dataset.ts';

/** What the dataset editor needs beyond the list row: settings of the show call and the charts it affects. */

interface RelatedObjects {
  charts?: { count?: number };
}

interface RelatedOwners {
  result: { value: number; text: string }[];
}

/** List rows lack the settings; the show call (memoised per request) has them. */
async function shown(dataset: RestDataset, ctx: GraphQLContext): Promise<RestDataset> {
  return dataset.columns !== undefined ? dataset : (await ctx.rest.getDataset(dataset.id)).result;
}

builder.objectFields(DatasetRef, (t) => ({
  cacheTimeout: t.int({
    nullable: true,
    description: 'Seconds chart results of this dataset stay cached (null: the database default).',
    resolve: async (d, _args, ctx) => (await shown(d, ctx)).cache_timeout ?? null,
  }),
  chartCount: t.int({
    description:
      'How many charts read this dataset (`GET /api/v1/dataset/{id}/related_objects`): the editor warns that a save changes all of them.',
    resolve: async (d, _args, ctx) =>
      (await ctx.rest.get<RelatedObjects>(`/api/v1/dataset/${d.id}/related_objects`)).charts?.count ?? 0,
  }),
}));

const OwnerOption = builder.objectRef<{ value: number; text: string }>('DatasetOwnerOption').implement({
  description: 'A user who can be made an owner of a dataset (`GET /api/v1/dataset/related/owners`).',
  fields: (t) => ({
    userId: t.exposeInt('value', { description: 'The REST primary key of the user (what ownerIds take).' }),
    name: t.exposeString('text', { description: 'The name shown in the owners picker.' }),
  }),
});

builder.queryField('datasetOwnerOptions', (t) =>
  t.field({
    type: [OwnerOption],
    description: 'Users the owners picker of the dataset editor offers, filtered by name (at most 100).',
    args: {
      search: t.arg.string({ description: 'Text searched in the first name, last name or user name.' }),
    },
    resolve: async (_root, args, ctx) => {
      const q = encodeRisonUri({ filter: args.search?.trim() ?? '', page: 0, page_size: 100 });
      return (await ctx.rest.get<RelatedOwners>(`/api/v1/dataset/related/owners?q=${q}`)).result;
    },
  }),
);
