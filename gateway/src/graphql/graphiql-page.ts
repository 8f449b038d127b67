import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface GraphiQLPageInput {
  endpoint: string;
  title: string;
  defaultQuery: string;
}

const OPTIONS_BLOCK = /<script type="application\/json" id="graphiql-options">[\s\S]*?<\/script>/;

/** JSON that cannot close the data block it sits in (`</script>`) nor start a comment. */
export function jsonForScriptBlock(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}

/** The page when the client has not been built: says how to get GraphiQL and shows the examples. */
function unbuiltPage(input: GraphiQLPageInput): string {
  return `<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>${escapeHtml(input.title)}</title></head>
<body><h1>${escapeHtml(input.title)}</h1>
<p>GraphiQL is part of the client build: run <code>npm run build</code> and reload. Meanwhile, POST operations to
<code>${escapeHtml(input.endpoint)}</code>; the example operations:</p>
<pre>${escapeHtml(input.defaultQuery)}</pre></body></html>`;
}

/**
 * GraphiQL as the client build ships it (`graphiql.html` and its hashed assets, served by the
 * gateway like the app), with this server's options written into the page's JSON data block. No
 * asset comes from a CDN, so it works on machines without internet access.
 */
export function createGraphiQLRenderer(clientDistDir: string): (input: GraphiQLPageInput) => string {
  let template: string | null = null;
  return (input) => {
    if (template === null) {
      try {
        template = readFileSync(join(clientDistDir, 'graphiql.html'), 'utf8');
      } catch {
        // Not built (yet): try again on the next request.
        return unbuiltPage(input);
      }
    }
    const block = `<script type="application/json" id="graphiql-options">${jsonForScriptBlock(input)}</script>`;
    return template.replace(OPTIONS_BLOCK, () => block);
  };
}
