/** What the gateway tells the GraphiQL page: its endpoint, title and the example operations. */
export interface GraphiQLPageOptions {
  endpoint: string;
  title: string;
  defaultQuery: string;
}

const FALLBACK: GraphiQLPageOptions = { endpoint: '/graphql', title: 'Chartroom GraphQL', defaultQuery: '' };

/** Reads the JSON data block the gateway wrote into the page; anything malformed falls back to defaults. */
export function readGraphiQLOptions(text: string | null | undefined): GraphiQLPageOptions {
  if (!text) return FALLBACK;
  try {
    const parsed = JSON.parse(text) as Partial<Record<keyof GraphiQLPageOptions, unknown>>;
    return {
      endpoint:
        typeof parsed.endpoint === 'string' && parsed.endpoint.startsWith('/') ? parsed.endpoint : FALLBACK.endpoint,
      title: typeof parsed.title === 'string' ? parsed.title : FALLBACK.title,
      defaultQuery: typeof parsed.defaultQuery === 'string' ? parsed.defaultQuery : FALLBACK.defaultQuery,
    };
  } catch {
    return FALLBACK;
  }
}
