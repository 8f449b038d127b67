/** Why a query stopped before the database finished it. */
export class QueryCancelledError extends Error {
  readonly reason: 'timeout' | 'aborted';
  constructor(reason: 'timeout' | 'aborted', timeoutMs?: number) {
    super(
      reason === 'timeout'
        ? `The query exceeded the ${(timeoutMs ?? 0) / 1000} seconds timeout.`
        : 'The query was cancelled.',
    );
    this.name = 'QueryCancelledError';
    this.reason = reason;
  }
}

/** A connection URI the gateway cannot use. */
export class ConnectorConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConnectorConfigError';
  }
}
