import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * One root codegen config: typed documents for the GraphQL integration tests, generated from the
 * committed schema.graphql. External tools can copy this block and point `documents` at their own files.
 * Run `npm run codegen` after `npm run schema:print`; the output is committed.
 */
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['tests/graphql/**/*.ts', '!tests/graphql/__generated__/**'],
  ignoreNoDocuments: false,
  generates: {
    'tests/graphql/__generated__/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTime: 'string', JSON: 'unknown', File: 'File' },
        strictScalars: true,
      },
    },
  },
};

export default config;
