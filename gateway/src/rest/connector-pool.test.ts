import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Connector } from '../connectors/connector.ts';
import { createLogger } from '../logger.ts';
import { createConnectorPool } from './connector-pool.ts';

/** A real object standing in for a driver: records the URI it was opened with and whether it closed. */
class RecordingConnector {
  closed = false;
  constructor(readonly uri: string) {}
  async close() {
    this.closed = true;
  }
}

describe('createConnectorPool', () => {
  afterEach(() => vi.useRealTimers());
  const log = createLogger('silent');
  const open = (uri: string) => new RecordingConnector(uri) as unknown as Connector;
  const row = (changedOn: number, encryptedPassword: string | null = null) => ({
    id: 1,
    sqlalchemyUri: 'postgresql://u:XXXXXXXXXX@h/db',
    encryptedPassword,
    changedOn: new Date(changedOn),
  });

  it('reuses the connector of a database until it changes, then retires the old one', async () => {
    vi.useFakeTimers();
    const pool = createConnectorPool(log, open, (c) => c.toUpperCase());
    const first = pool.get(row(1, 'pw')) as unknown as RecordingConnector;
    expect(first.uri).toBe('postgresql://u:PW@h/db');
    expect(pool.get(row(1, 'pw'))).toBe(first as unknown as Connector);

    const second = pool.get(row(2, 'new')) as unknown as RecordingConnector;
    expect(second).not.toBe(first);
    expect(second.uri).toBe('postgresql://u:NEW@h/db');
    expect(first.closed).toBe(false);
    await vi.advanceTimersByTimeAsync(90_000);
    expect(first.closed).toBe(true);

    await pool.close();
    expect(second.closed).toBe(true);
  });

  it('closes retiring connectors too when the pool closes', async () => {
    const pool = createConnectorPool(log, open, (c) => c);
    const first = pool.get(row(1)) as unknown as RecordingConnector;
    pool.get(row(2));
    await pool.close();
    expect(first.closed).toBe(true);
  });
});
