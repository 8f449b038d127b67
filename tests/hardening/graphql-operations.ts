import { encodeGlobalID } from '@pothos/plugin-relay';
import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  getNamedType,
  getNullableType,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
} from 'graphql';
import { getSchema } from '../../gateway/src/graphql/schema.ts';
import type { FixtureSet } from './fixtures.ts';

export type RootKind = 'query' | 'mutation' | 'subscription';

export interface RootField {
  kind: RootKind;
  name: string;
  field: GraphQLField<unknown, unknown>;
}

/** Every root field of the gateway's schema (Query, Mutation, Subscription). */
export function rootFields(): RootField[] {
  const schema = getSchema();
  const out: RootField[] = [];
  const add = (kind: RootKind, type: ReturnType<typeof schema.getQueryType>) => {
    for (const field of Object.values(type?.getFields() ?? {})) out.push({ kind, name: field.name, field });
  };
  add('query', schema.getQueryType());
  add('mutation', schema.getMutationType());
  add('subscription', schema.getSubscriptionType());
  return out;
}

/** The REST object a field's `id`-like argument points at, read from the argument name, then the field name. */
export function globalIdFor(fieldName: string, argName: string, fx: FixtureSet, inList: boolean): string {
  const field = fieldName.toLowerCase();
  // Bulk deletes act on the spare objects, so that the single delete of the same run still finds its own.
  const bulk = inList && field.startsWith('delete');
  const byArg: Record<string, [string, number | string]> = {
    chartId: ['Chart', fx.chartId],
    dashboardId: ['Dashboard', fx.dashboardId],
    datasetId: ['Dataset', fx.datasetId],
    databaseId: ['Database', fx.databaseId],
    layerId: ['AnnotationLayer', fx.layerId],
    copyFrom: ['SecurityRole', fx.roleId],
  };
  const pick = (): [string, number | string] => {
    const known = byArg[argName];
    if (known) return known;
    if (/savedquery/.test(field)) return ['SavedQuery', bulk ? fx.spare.savedQueryId : fx.savedQueryId];
    if (/annotationlayer/.test(field)) return ['AnnotationLayer', bulk ? fx.spare.layerId : fx.layerId];
    if (/annotation/.test(field))
      return ['Annotation', `${fx.layerId}.${bulk ? fx.spare.annotationId : fx.annotationId}`];
    if (/chart|favorite/.test(field)) return ['Chart', bulk ? fx.spare.chartId : fx.chartId];
    if (/dashboard/.test(field)) return ['Dashboard', bulk ? fx.spare.dashboardId : fx.dashboardId];
    if (/dataset/.test(field)) return ['Dataset', bulk ? fx.spare.datasetId : fx.datasetId];
    if (/database|upload/.test(field)) return ['Database', fx.databaseId];
    if (/report/.test(field)) return ['Report', bulk ? fx.spare.reportId : fx.reportId];
    if (/rowlevelsecurity/.test(field)) return ['RowLevelSecurityRule', fx.rlsId];
    if (/csstemplate/.test(field)) return ['CssTemplate', fx.cssTemplateId];
    if (/tag/.test(field)) return ['Tag', bulk ? fx.spare.tagId : fx.tagId];
    if (/role/.test(field)) return ['SecurityRole', fx.roleId];
    if (/user/.test(field)) return ['User', fx.userId];
    return ['Chart', fx.chartId];
  };
  const [type, id] = pick();
  return encodeGlobalID(type, String(id));
}

/** Values by argument name where the name alone says what a valid one is. */
function knownValue(fieldName: string, arg: string, fx: FixtureSet): unknown {
  if (/sqllab|savedquer/i.test(fieldName)) {
    // SQL Lab: the owner's query by its client id, the examples database, a harmless statement.
    if (arg === 'clientId') return fx.queryClientId;
    if (arg === 'databaseId') return fx.examplesDatabaseId;
    if (arg === 'sql') return 'SELECT 1 AS a';
    if (arg === 'key') return '00000000-0000-4000-8000-000000000000';
  }
  switch (arg) {
    case 'idOrSlug':
      return String(fx.dashboardId);
    case 'key':
      if (/permalink/i.test(fieldName))
        return /explore/i.test(fieldName) ? fx.explorePermalinkKey : fx.dashboardPermalinkKey;
      if (/filterstate/i.test(fieldName)) return fx.filterStateKey;
      return fx.formDataKey;
    case 'filterSetId':
      return fx.filterSetId;
    case 'queryContext':
      return {
        datasource: { id: fx.datasetId, type: 'table' },
        queries: [{ columns: ['a'], metrics: [], row_limit: 5 }],
      };
    case 'formData':
      return { datasource: `${fx.datasetId}__table`, viz_type: 'table' };
    case 'value':
      return { a: 1 };
    case 'datasourceId':
      return fx.datasetId;
    case 'datasourceType':
      return 'table';
    case 'kind':
      return /permalink/i.test(fieldName) ? 'dashboard' : undefined;
    case 'jobId':
      return '00000000-0000-4000-8000-000000000000';
    // Tagging acts on the owner's chart; untagging takes off the tag the other tag mutations put on.
    case 'objectId':
      return fx.chartId;
    case 'tagId':
      return fx.tagId;
    case 'tag':
      return 'hd-tags';
    default:
      return undefined;
  }
}

/** A minimal value of an input type: required fields only, the first enum value, a plain scalar. */
export function minimalValue(
  type: GraphQLInputType,
  fieldName: string,
  argName: string,
  fx: FixtureSet,
  inList = false,
): unknown {
  const known = knownValue(fieldName, argName, fx);
  if (known !== undefined) return known;
  const nullable = getNullableType(type);
  if (isListType(nullable)) return [minimalValue(nullable.ofType, fieldName, argName, fx, true)];
  if (isEnumType(nullable))
    return enumChoice(
      fieldName,
      argName,
      nullable.getValues().map((v) => v.name),
    );
  if (isInputObjectType(nullable)) {
    const out: Record<string, unknown> = {};
    for (const f of Object.values(nullable.getFields())) {
      if (isNonNullType(f.type) && f.defaultValue === undefined)
        out[f.name] = minimalValue(f.type, fieldName, f.name, fx);
    }
    return out;
  }
  if (isScalarType(nullable)) {
    switch (nullable.name) {
      case 'ID':
        return globalIdFor(fieldName, argName, fx, inList);
      case 'Int':
        return 1;
      case 'Float':
        return 1.5;
      case 'Boolean':
        return true;
      case 'JSON':
        return {};
      case 'File':
        return null;
      default:
        return `hd-${argName}`;
    }
  }
  return null;
}

/** The enum value that makes sense for the field (the resource it is about), else the first. */
function enumChoice(fieldName: string, argName: string, names: string[]): string | undefined {
  const field = fieldName.toLowerCase();
  const wanted = ['CHART', 'DASHBOARD', 'DATASET', 'DATABASE', 'REPORT'].find((n) => field.includes(n.toLowerCase()));
  if (argName === 'resource' && wanted && names.includes(wanted)) return wanted;
  if (argName === 'resource' && names.includes('CHART')) return 'CHART';
  if (argName === 'field' && names.includes('OWNERS')) return 'OWNERS';
  return names[0];
}

export interface Operation {
  query: string;
  variables: Record<string, unknown>;
  /** Takes a file (File arguments): sent as a GraphQL multipart request with a small CSV. */
  hasFile: boolean;
}

const hasFileArg = (args: readonly GraphQLArgument[]) => args.some((a) => getNamedType(a.type).name === 'File');

/** An operation calling one root field with its required arguments filled in from the fixture set. */
export function operationFor(root: RootField, fx: FixtureSet): Operation {
  const required = root.field.args.filter((a) => isNonNullType(a.type) && a.defaultValue === undefined);
  const variables: Record<string, unknown> = {};
  for (const arg of required) variables[arg.name] = minimalValue(arg.type, root.name, arg.name, fx);
  const decl = required.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const call = required.map((a) => `${a.name}: $${a.name}`).join(', ');
  const selection = isCompositeType(getNamedType(root.field.type)) ? ' { __typename }' : '';
  const query = `${root.kind}${decl ? `(${decl})` : ''} { ${root.name}${call ? `(${call})` : ''}${selection} }`;
  return { query, variables, hasFile: hasFileArg(root.field.args) };
}

/** Posts an operation as a client would: JSON, or a GraphQL multipart request when it takes a file. */
export async function sendOperation(
  fetch: (request: Request) => Promise<Response>,
  op: Operation,
  token: string | null,
): Promise<{ status: number; text: string }> {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  let body: BodyInit;
  if (op.hasFile) {
    const form = new FormData();
    form.append('operations', JSON.stringify({ query: op.query, variables: { ...op.variables, file: null } }));
    form.append('map', JSON.stringify({ 0: ['variables.file'] }));
    form.append('0', new Blob(['id,name\n1,a\n'], { type: 'text/csv' }), 'hardening.csv');
    body = form;
  } else {
    headers['content-type'] = 'application/json';
    body = JSON.stringify({ query: op.query, variables: op.variables });
  }
  const res = await fetch(new Request('http://localhost/graphql', { method: 'POST', headers, body }));
  return { status: res.status, text: await res.text() };
}

/** A subscription over SSE: the first event's payload (or what came before the stream ended or 5 s passed). */
export async function firstSubscriptionEvent(
  fetch: (request: Request) => Promise<Response>,
  op: Operation,
  token: string | null,
): Promise<{ status: number; text: string }> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), 5_000);
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'text/event-stream' };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(
    new Request('http://localhost/graphql', {
      method: 'POST',
      headers,
      body: JSON.stringify({ query: op.query, variables: op.variables }),
      signal: abort.signal,
    }),
  );
  let text = '';
  try {
    const reader = res.body?.getReader();
    while (reader) {
      const { value, done } = await reader.read();
      if (done) break;
      text += new TextDecoder().decode(value);
      const data = /event: next\ndata: (.*)\n/.exec(text)?.[1];
      if (data) {
        text = data;
        break;
      }
    }
  } catch {
    // Timed out: the text read so far is the answer.
  } finally {
    clearTimeout(timer);
    abort.abort();
  }
  return { status: res.status, text };
}
