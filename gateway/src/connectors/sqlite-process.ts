import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface RawColumn {
  name: string;
  type: string | null;
}

export interface RawResult {
  rows: Record<string, unknown>[];
  columns: RawColumn[];
}

/** One batch of a streamed read; `columns` comes with the first. */
export interface RawBatch {
  rows: unknown[][];
  done: boolean;
  columns?: RawColumn[];
}

type Reply = { id: number; error?: string } & Record<string, unknown>;

/** One SQLite file served by a child process (sqlite-worker.mjs), restarted after a kill. */
export class SqliteProcess {
  private child: ChildProcess | null = null;
  private started: Promise<void> | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (r: Reply) => void; reject: (e: Error) => void }>();
  private readonly path: string;
  private readonly readOnly: boolean;

  constructor(path: string, readOnly: boolean) {
    this.path = path;
    this.readOnly = readOnly;
  }

  private start(): ChildProcess {
    if (this.child) return this.child;
    const script = fileURLToPath(new URL('./sqlite-worker.mjs', import.meta.url));
    const child = fork(script, [this.path, this.readOnly ? 'ro' : 'rw'], {
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      execArgv: [],
    });
    let ready: () => void = () => {};
    let failed: (e: Error) => void = () => {};
    const started = new Promise<void>((resolve, reject) => {
      ready = resolve;
      failed = reject;
    });
    // Only a pending request or ready() observes a failed start.
    started.catch(() => {});
    this.started = started;
    child.on('message', (msg: Reply & { ready?: boolean }) => {
      if (msg.ready) return ready();
      const p = this.pending.get(msg.id);
      if (!p) return;
      this.pending.delete(msg.id);
      if (msg.error !== undefined) p.reject(new Error(msg.error));
      else p.resolve(msg);
    });
    const fail = (error: Error) => {
      failed(error);
      if (this.child === child) {
        this.child = null;
        this.started = null;
      }
      for (const p of this.pending.values()) p.reject(error);
      this.pending.clear();
    };
    child.on('error', fail);
    child.on('exit', () => fail(new Error('The SQLite process stopped')));
    this.child = child;
    return child;
  }

  /**
   * Resolves once the process has opened the database: a timeout should measure the statement,
   * not the start of a process (a few hundred ms on a loaded machine, after every kill).
   */
  async ready(): Promise<void> {
    this.start();
    await this.started;
  }

  private request(message: Record<string, unknown>): Promise<Reply> {
    const child = this.start();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      child.send({ ...message, id });
    });
  }

  async run(sql: string, parameters: readonly unknown[]): Promise<RawResult> {
    const r = await this.request({ op: 'all', sql, parameters: [...parameters] });
    return { rows: r.rows as RawResult['rows'], columns: r.columns as RawColumn[] };
  }

  /** Opens a cursor in the child and reads its first batch (rows as arrays). */
  async open(cursor: number, sql: string, parameters: readonly unknown[], batchRows: number): Promise<RawBatch> {
    const r = await this.request({ op: 'open', cursor, sql, parameters: [...parameters], batchRows });
    return { rows: r.rows as unknown[][], done: r.done === true, columns: r.columns as RawColumn[] };
  }

  async next(cursor: number): Promise<RawBatch> {
    const r = await this.request({ op: 'next', cursor });
    return { rows: r.rows as unknown[][], done: r.done === true };
  }

  async closeCursor(cursor: number): Promise<void> {
    // A process that was killed took its cursors with it.
    if (!this.child) return;
    await this.request({ op: 'close', cursor }).catch(() => {});
  }

  /** Stops the running statement the only way SQLite allows from outside: end its process. */
  kill(): void {
    this.child?.kill('SIGKILL');
  }

  async close(): Promise<void> {
    const child = this.child;
    this.child = null;
    this.started = null;
    if (child && child.exitCode === null) {
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.disconnect();
      });
    }
  }
}
