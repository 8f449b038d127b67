/** What an import attempt came to (spec 002 §8 import errors). */
export type ImportOutcome =
  | { readonly kind: 'done' }
  /** The bundle holds databases whose passwords were not exported: ask for them (keyed by file). */
  | { readonly kind: 'needsPasswords'; readonly databases: readonly string[] }
  /** Something in the bundle already exists: confirm before overwriting. */
  | { readonly kind: 'needsOverwrite'; readonly message: string }
  | { readonly kind: 'failed'; readonly message: string };

export interface ImportRequest {
  readonly file: File;
  readonly passwords: Readonly<Record<string, string>>;
  readonly overwrite: boolean;
}

export type ImportBundle = (request: ImportRequest) => Promise<ImportOutcome>;

const passwordNeeded = 'Must provide a password for the database';
const overwriteNeeded = /already exists and `?overwrite(=true)?`? was not passed/i;

interface RestImportError {
  readonly message?: unknown;
  readonly extra?: unknown;
}

/** Files of the bundle whose validation error asks for a password. */
function databasesNeedingPasswords(errors: readonly RestImportError[]): string[] {
  const files = new Set<string>();
  for (const error of errors) {
    const extra = error.extra;
    if (extra === null || typeof extra !== 'object') continue;
    for (const [file, detail] of Object.entries(extra)) {
      if (file.startsWith('databases/') && JSON.stringify(detail).includes(passwordNeeded)) files.add(file);
    }
  }
  return [...files];
}

/** Reads a REST import answer (Superset's 422 body carries the errors per file in `extra`). */
export function readImportAnswer(status: number, body: unknown): ImportOutcome {
  if (status >= 200 && status < 300) return { kind: 'done' };
  const record = (body ?? {}) as { message?: unknown; errors?: unknown };
  const errors = Array.isArray(record.errors) ? (record.errors as RestImportError[]) : [];
  const text = [record.message, ...errors.map((error) => error.message), ...errors.map((e) => JSON.stringify(e.extra))]
    .filter((part) => typeof part === 'string')
    .join(' ');
  const databases = databasesNeedingPasswords(errors);
  if (databases.length > 0 || text.includes(passwordNeeded)) return { kind: 'needsPasswords', databases };
  const overwrite = overwriteNeeded.exec(text);
  if (overwrite) return { kind: 'needsOverwrite', message: text };
  const message =
    errors.map((error) => error.message).find((m): m is string => typeof m === 'string') ??
    (typeof record.message === 'string' ? record.message : `The server answered ${status}`);
  return { kind: 'failed', message };
}

/** `POST /api/v1/{resource}/import/`: multipart `formData` (the ZIP), `passwords` (JSON), `overwrite`. */
export function restImport(resource: string): ImportBundle {
  return async ({ file, passwords, overwrite }) => {
    const form = new FormData();
    form.append('formData', file);
    form.append('passwords', JSON.stringify(passwords));
    form.append('overwrite', String(overwrite));
    let response: Response;
    try {
      response = await fetch(`/api/v1/${resource}/import/`, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { Accept: 'application/json' },
        body: form,
      });
    } catch (error) {
      return { kind: 'failed', message: `Could not reach the server: ${(error as Error).message}` };
    }
    const body: unknown = await response.json().catch(() => undefined);
    return readImportAnswer(response.status, body);
  };
}
