import type { UnionRef } from '@pothos/core';
import { builder } from '../builder.ts';
import { ChartroomError, ValidationError } from '../errors.ts';
import { ErrorInterface, ForbiddenErrorRef, type MutationErrorShape } from './mutation-error.ts';

const PASSWORD_NEEDED = 'Must provide a password for the database';
const OVERWRITE_NEEDED = 'already exists and `overwrite=true` was not passed';

builder.scalarType('File', {
  description: 'An uploaded file (GraphQL multipart request spec); input only.',
  serialize: () => {
    throw new ValidationError('File is an input-only scalar.');
  },
  parseValue: (value) => {
    // Yoga hands over its own File implementation, so check the shape rather than the class.
    const file = value as File | null;
    if (!file || typeof file !== 'object' || typeof file.arrayBuffer !== 'function') {
      throw new ValidationError('Expected an uploaded file (multipart request).');
    }
    return file;
  },
});

const ImportResource = builder.enumType('ImportResource', {
  description: 'The kind of objects a bundle is imported as (server-semantics §11).',
  values: {
    CHART: { value: 'chart', description: 'Charts, with their datasets and databases.' },
    DASHBOARD: { value: 'dashboard', description: 'Dashboards, with their charts, datasets and databases.' },
    DATASET: { value: 'dataset', description: 'Datasets, with their databases.' },
    DATABASE: { value: 'database', description: 'Databases (and their datasets).' },
    ASSETS: {
      value: 'assets',
      description: 'A mixed bundle of every kind (`POST /api/v1/assets/import/`), created or replaced by UUID.',
    },
  } as const,
});

type ImportOutcome =
  | { kind: 'OK'; message: string }
  | { kind: 'PASSWORDS'; message: string; files: string[] }
  | { kind: 'OVERWRITE'; message: string; files: string[] }
  | { kind: 'INVALID'; message: string; fileErrors: unknown }
  | MutationErrorShape;

const ImportBundlePayload = builder.objectRef<{ kind: 'OK'; message: string }>('ImportBundlePayload').implement({
  description: 'The bundle was imported.',
  fields: (t) => ({ message: t.exposeString('message', { description: "REST's answer: 'OK'." }) }),
});

const PasswordsNeeded = builder
  .objectRef<{ kind: 'PASSWORDS'; message: string; files: string[] }>('ImportPasswordsNeededError')
  .implement({
    description: `New databases in the bundle have masked passwords: send them in \`passwords\` (${PASSWORD_NEEDED}).`,
    interfaces: [ErrorInterface as never],
    fields: (t) => ({
      files: t.stringList({
        description: 'The database files (e.g. databases/x.yaml) that need a password.',
        resolve: (e) => e.files,
      }),
    }),
  });

const OverwriteNeeded = builder
  .objectRef<{ kind: 'OVERWRITE'; message: string; files: string[] }>('ImportOverwriteNeededError')
  .implement({
    description: 'Objects of the bundle already exist: confirm with `overwrite: true` to replace them.',
    interfaces: [ErrorInterface as never],
    fields: (t) => ({
      files: t.stringList({ description: 'The files whose objects already exist.', resolve: (e) => e.files }),
    }),
  });

const ImportInvalid = builder
  .objectRef<{ kind: 'INVALID'; message: string; fileErrors: unknown }>('ImportValidationError')
  .implement({
    description: 'The bundle was refused (bad ZIP, no valid metadata.yaml, invalid files); nothing was imported.',
    interfaces: [ErrorInterface as never],
    fields: (t) => ({
      fileErrors: t.field({
        type: 'JSON',
        nullable: true,
        description: 'Messages per file path, as REST reports them.',
        resolve: (e) => e.fileErrors ?? null,
      }),
    }),
  });

const TYPE_BY_KIND: Record<string, string> = {
  OK: 'ImportBundlePayload',
  PASSWORDS: 'ImportPasswordsNeededError',
  OVERWRITE: 'ImportOverwriteNeededError',
  INVALID: 'ImportValidationError',
  FORBIDDEN: 'ForbiddenError',
};

const ImportBundleResult = builder.unionType('ImportBundleResult', {
  description: 'The import, or why it was refused (password and overwrite confirmations are distinct types).',
  types: [ImportBundlePayload, PasswordsNeeded, OverwriteNeeded, ImportInvalid, ForbiddenErrorRef] as never,
  resolveType: ((value: ImportOutcome) => TYPE_BY_KIND[value.kind] ?? 'ImportValidationError') as never,
}) as unknown as UnionRef<typeof builder.$inferSchemaTypes, ImportOutcome, ImportOutcome>;

/** Reads Superset's `{"errors": [{message, extra: {<file>: messages}}]}` into a typed outcome. */
function outcomeOf(message: string, details: unknown): ImportOutcome {
  const first = Array.isArray(details)
    ? (details[0] as { message?: string; extra?: Record<string, unknown> })
    : undefined;
  const extra = { ...(first?.extra ?? {}) };
  delete extra.issue_codes;
  const text = first?.message ?? message;
  const passwords = Object.entries(extra)
    .filter(([, m]) => JSON.stringify(m).includes(PASSWORD_NEEDED))
    .map(([file]) => file);
  const overwrite = Object.entries(extra)
    .filter(([, m]) => typeof m === 'string' && m.includes(OVERWRITE_NEEDED))
    .map(([file]) => file);
  const others = Object.keys(extra).filter((f) => !passwords.includes(f) && !overwrite.includes(f));
  if (others.length === 0 && passwords.length > 0)
    return { kind: 'PASSWORDS', message: PASSWORD_NEEDED, files: passwords };
  if (others.length === 0 && overwrite.length > 0) {
    return { kind: 'OVERWRITE', message: String(extra[overwrite[0] as string]), files: overwrite };
  }
  return { kind: 'INVALID', message: text, fileErrors: Object.keys(extra).length > 0 ? extra : null };
}

builder.mutationField('importBundle', (t) =>
  t.field({
    type: ImportBundleResult,
    description: 'Imports a ZIP bundle (`POST /api/v1/{resource}/import/`), all or nothing.',
    args: {
      resource: t.arg({ type: ImportResource, required: true, description: 'What the bundle is imported as.' }),
      file: t.arg({ type: 'File', required: true, description: 'The ZIP bundle.' }),
      passwords: t.arg({
        type: 'JSON',
        description: 'Database passwords by file: {"databases/x.yaml": "secret"}.',
      }),
      overwrite: t.arg.boolean({ description: 'Replace objects that already exist.', defaultValue: false }),
    },
    resolve: async (_root, { resource, file, passwords, overwrite }, ctx): Promise<ImportOutcome> => {
      const form = new FormData();
      form.append('formData', new Blob([await file.arrayBuffer()]), file.name || 'bundle.zip');
      if (passwords != null) {
        if (typeof passwords !== 'object' || Array.isArray(passwords)) {
          throw new ValidationError('passwords must be an object of file name to password.');
        }
        form.append('passwords', JSON.stringify(passwords));
      }
      if (overwrite) form.append('overwrite', 'true');
      try {
        const body = await ctx.rest.postForm<{ message: string }>(`/api/v1/${resource}/import/`, form);
        return { kind: 'OK', message: body.message };
      } catch (error) {
        if (error instanceof ChartroomError && error.code === 'FORBIDDEN')
          return { kind: 'FORBIDDEN', message: error.message };
        if (error instanceof ChartroomError && error.code === 'BAD_USER_INPUT') {
          return outcomeOf(error.message, (error.extensions as { details?: unknown }).details);
        }
        throw error;
      }
    },
  }),
);
