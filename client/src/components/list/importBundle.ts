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
