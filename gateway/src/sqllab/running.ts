/**
 * Queries running in this process, by client id, so that `POST /api/v1/query/stop` can abort them:
 * the connectors turn the abort into a real cancellation on the database (pg_cancel_backend,
 * KILL QUERY, DuckDB interrupt).
 */
export interface RunningQueries {
  start(clientId: string): AbortController;
  finish(clientId: string): void;
  /** Aborts the query if it runs here; false when it does not. */
  stop(clientId: string, reason: string): boolean;
}

export function createRunningQueries(): RunningQueries {
  const running = new Map<string, AbortController>();
  return {
    start(clientId) {
      const controller = new AbortController();
      running.set(clientId, controller);
      return controller;
    },
    finish(clientId) {
      running.delete(clientId);
    },
    stop(clientId, reason) {
      const controller = running.get(clientId);
      if (!controller) return false;
      controller.abort(new Error(reason));
      return true;
    },
  };
}
