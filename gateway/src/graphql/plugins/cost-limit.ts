import {
  type DocumentNode,
  type FragmentDefinitionNode,
  GraphQLError,
  type GraphQLNamedType,
  type GraphQLSchema,
  getNamedType,
  isInterfaceType,
  isObjectType,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  valueFromASTUntyped,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { REST_MAX_PAGE_SIZE } from '../loaders.ts';
import { DEFAULT_PAGE_SIZE } from '../paging.ts';

/** A full page of 100 charts with owners, dataset and data costs about 2,000. */
export const DEFAULT_MAX_COST = 5000;

/** Fields that do real work beyond a list look-up (Chart.data runs a warehouse query). */
// Fields that run a query on a user database weigh like chart data; the catalogue reads weigh a little less.
const FIELD_WEIGHTS: Record<string, number> = {
  'Chart.data': 10,
  'Chart.dataResult': 10,
  'Query.chartData': 10,
  'Dataset.samples': 10,
  'Database.schemas': 5,
  'Database.tables': 5,
};

/**
 * Introspection fields, whatever their sub-selection: a whole `__schema` (what GraphiQL and codegen
 * ask once) fits the limit a few times over; hundreds of aliases of it do not.
 */
const INTROSPECTION_WEIGHTS = { __schema: 1000, __type: 50 } as const;

interface Walk {
  schema: GraphQLSchema;
  fragments: Record<string, FragmentDefinitionNode>;
  variables: Record<string, unknown>;
  visiting: Set<string>;
}

function pageSize(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? Math.max(0, Math.min(value, REST_MAX_PAGE_SIZE)) : null;
}

/** How many times a field's selection runs: a connection's page size, the number of ids of `nodes`. */
function multiplier(type: GraphQLNamedType, args: Record<string, unknown>): number {
  if (type.name.endsWith('Connection')) return pageSize(args.first) ?? pageSize(args.last) ?? DEFAULT_PAGE_SIZE;
  if (Array.isArray(args.ids)) return args.ids.length;
  return 1;
}

function selectionCost(walk: Walk, parent: GraphQLNamedType | undefined, selectionSet: SelectionSetNode): number {
  let total = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      const name = selection.name.value;
      // Introspection is not free: a full schema answer is large, and aliases repeat it.
      if (name === '__schema' || name === '__type') {
        total += INTROSPECTION_WEIGHTS[name];
        continue;
      }
      if (name.startsWith('__') || !(isObjectType(parent) || isInterfaceType(parent))) continue;
      const field = parent.getFields()[name];
      if (!field) continue;
      const type = getNamedType(field.type);
      const args = Object.fromEntries(
        (selection.arguments ?? []).map((a) => [a.name.value, valueFromASTUntyped(a.value, walk.variables)]),
      );
      const own = FIELD_WEIGHTS[`${parent.name}.${name}`] ?? 1;
      const children = selection.selectionSet ? selectionCost(walk, type, selection.selectionSet) : 0;
      total += own + multiplier(type, args) * children;
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const type = selection.typeCondition ? walk.schema.getType(selection.typeCondition.name.value) : parent;
      total += selectionCost(walk, type ?? undefined, selection.selectionSet);
    } else {
      const fragment = walk.fragments[selection.name.value];
      if (!fragment || walk.visiting.has(fragment.name.value)) continue;
      walk.visiting.add(fragment.name.value);
      const type = walk.schema.getType(fragment.typeCondition.name.value) ?? undefined;
      total += selectionCost(walk, type, fragment.selectionSet);
      walk.visiting.delete(fragment.name.value);
    }
  }
  return total;
}

/**
 * The estimated cost of an operation: 1 per field (Chart.data 10), each selection multiplied by the
 * page size of its connection (default 20, at most 100) or the number of `nodes` ids. Aliases count.
 * (Inline fragments on different types are all added: an upper bound, which is what a limit needs.)
 */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName?: string | null,
  variables: Record<string, unknown> = {},
): number {
  const fragments: Record<string, FragmentDefinitionNode> = {};
  const operations: OperationDefinitionNode[] = [];
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition;
    if (definition.kind === Kind.OPERATION_DEFINITION) operations.push(definition);
  }
  const operation = operationName ? operations.find((o) => o.name?.value === operationName) : operations[0];
  if (!operation) return 0;
  const root =
    operation.operation === 'query'
      ? schema.getQueryType()
      : operation.operation === 'mutation'
        ? schema.getMutationType()
        : schema.getSubscriptionType();
  if (!root) return 0;
  return selectionCost({ schema, fragments, variables, visiting: new Set() }, root, operation.selectionSet);
}

/** Refuses, before any REST call, an operation whose estimated cost exceeds `maxCost`. */
export function useCostLimit(maxCost = DEFAULT_MAX_COST): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const cost = operationCost(args.schema, args.document, args.operationName, args.variableValues ?? {});
      if (cost <= maxCost) return;
      setResultAndStopExecution({
        errors: [
          new GraphQLError(
            `The operation would cost ${cost} points; the maximum is ${maxCost} (1 per field, 10 per chart data, times page sizes). Ask for smaller pages or fewer fields.`,
            { extensions: { code: 'QUERY_TOO_COSTLY', cost, maxCost } },
          ),
        ],
      });
    },
  };
}
