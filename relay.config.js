// relay-compiler loads this file with `require()` and babel-plugin-relay through cosmiconfig's
// `require()` too. The package is ESM, so Node's require(esm) applies: it returns the export named
// 'module.exports' as the module value, which lets both tools read the plain config object.
const config = {
  src: './client/src',
  schema: './schema.graphql',
  language: 'typescript',
  eagerEsModules: true,
  excludes: ['**/node_modules/**', '**/__generated__/**'],
  customScalarTypes: { DateTime: 'string', JSON: 'unknown', File: 'File' },
  useImportTypeSyntax: true,
  // Operations get the SHA-256 of their text as `id`; the gateway reads the file and accepts `{doc_id}`.
  // The text stays in the artifacts: the client falls back to it when a gateway does not know the id.
  persistConfig: { file: './persisted-operations.json', algorithm: 'SHA256', include_query_text: true },
};

export default config;
export { config as 'module.exports' };
