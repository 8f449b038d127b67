/**
 * The throughput baseline: plain graphql-yoga (no plugins, no REST client, no engine) on its own
 * loopback port in this process, answering the bench's chartData query with a payload it holds in
 * memory. What the app's GraphQL path costs beyond GraphQL itself is the gap to this server.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GraphQLScalarType } from 'graphql';
import { createSchema, createYoga } from 'graphql-yoga';

const TYPE_DEFS = /* GraphQL */ `
  scalar JSON
  type ChartQueryResult {
    colnames: [String!]!
    coltypes: [Int!]!
    data: JSON
    rowcount: Int!
    isCached: Boolean!
  }
  type ChartData {
    results: [ChartQueryResult!]!
  }
  type Query {
    chartData(queryContext: JSON!, force: Boolean): ChartData!
  }
`;

const passThrough = (value: unknown) => value;
const JSON_SCALAR = new GraphQLScalarType({
  name: 'JSON',
  serialize: passThrough,
  parseValue: passThrough,
});

export interface PlainYogaServer {
  url: string;
  close(): Promise<void>;
}

/** Serves `chartData` answering `{ results }` as given, whatever the query context. */
export async function startPlainYoga(results: readonly unknown[]): Promise<PlainYogaServer> {
  const yoga = createYoga({
    schema: createSchema({
      typeDefs: TYPE_DEFS,
      resolvers: { JSON: JSON_SCALAR, Query: { chartData: () => ({ results }) } },
    }),
    graphiql: false,
    logging: false,
    landingPage: false,
  });
  const server: Server = createServer(yoga);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/graphql`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
