import { access } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { generateExampleWarehouse } from '../../gateway/src/examples/generate-warehouse.ts';

export const BENCH_ROWS = 10_000_000;
/** The examples seed: the bench table is the example warehouse at ten million rows. */
export const BENCH_SEED = 42;

/** `${CHARTROOM_DATA_DIR:-./data}/bench`: the app's data dir for the bench (warehouse + metadata). */
export function benchDataDir(env: NodeJS.ProcessEnv = process.env): string {
  return join(resolve(env.CHARTROOM_DATA_DIR || './data'), 'bench');
}

async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}

/** Generates the 10M-row warehouse once; later runs reuse the file. Returns seconds spent (0 when cached). */
export async function ensureBenchWarehouse(path: string, rows = BENCH_ROWS): Promise<number> {
  if (await exists(path)) return 0;
  const started = performance.now();
  // Two threads here: the bench runs alone, unlike the app's first start.
  await generateExampleWarehouse(path, rows, BENCH_SEED, { threads: 2 });
  return (performance.now() - started) / 1000;
}
