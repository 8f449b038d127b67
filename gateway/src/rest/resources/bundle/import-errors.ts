/**
 * Superset answers a failed import with its CommandInvalidError shape (status 422):
 * `{"errors": [{"message": "Error importing dashboard", "error_type": "GENERIC_COMMAND_ERROR",
 * "level": "warning", "extra": {<file path>: <messages>, "issue_codes": [...]}}]}`. The import
 * modal reads the per-file messages to ask for passwords or for confirmation to overwrite.
 */
export type FileMessages = Record<string, unknown>;

export const PASSWORD_NEEDED = 'Must provide a password for the database';
export const overwriteNeeded = (modelName: string) =>
  `${modelName.charAt(0).toUpperCase()}${modelName.slice(1)} already exists and \`overwrite=true\` was not passed`;
export const NO_VALID_COMMAND = 'Could not find a valid command to import file';

export class BundleImportError extends Error {
  readonly messages: FileMessages;
  readonly status: number;
  constructor(message: string, messages: FileMessages = {}, status = 422) {
    super(message);
    this.name = 'BundleImportError';
    this.messages = messages;
    this.status = status;
  }

  toBody(): Record<string, unknown> {
    return {
      errors: [
        {
          message: this.message,
          error_type: 'GENERIC_COMMAND_ERROR',
          level: this.status >= 500 ? 'error' : 'warning',
          extra: {
            ...this.messages,
            issue_codes: [
              { code: 1010, message: 'Issue 1010 - Superset encountered an error while running a command.' },
            ],
          },
        },
      ],
    };
  }
}

/** Collects per-file messages as marshmallow merges them. */
export class FileErrors {
  readonly messages: FileMessages = {};
  get empty(): boolean {
    return Object.keys(this.messages).length === 0;
  }
  set(file: string, message: unknown): void {
    this.messages[file] = message;
  }
  field(file: string, field: string, message: string): void {
    const current = this.messages[file];
    const bucket =
      current && typeof current === 'object' && !Array.isArray(current) ? (current as Record<string, string[]>) : {};
    if (!bucket[field]) bucket[field] = [];
    bucket[field].push(message);
    this.messages[file] = bucket;
  }
}
