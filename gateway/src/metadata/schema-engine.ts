// Loads @prisma/schema-engine-wasm by hand: Node 20 cannot import a .wasm file as an ES module,
// so the bindings are instantiated here and handed the module's imports themselves.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils';
import type { SchemaEngine } from '@prisma/schema-engine-wasm';

type WasmExports = Record<string, unknown>;
type Bindings = typeof import('@prisma/schema-engine-wasm/schema_engine_bg') & {
  __wbg_set_wasm(exports: WasmExports): void;
};

// The gateway compiles without the DOM lib, where TypeScript declares WebAssembly; Node has it.
const { WebAssembly: wasmApi } = globalThis as unknown as {
  WebAssembly: {
    instantiate(bytes: Uint8Array, imports: Record<string, unknown>): Promise<{ instance: { exports: WasmExports } }>;
  };
};

let loaded: Promise<Bindings> | null = null;
let lastPanic: string | null = null;

// The wasm panic hook reports its message through this global; without it a panic is an opaque
// "unreachable" trap.
(globalThis as { PRISMA_WASM_PANIC_REGISTRY?: unknown }).PRISMA_WASM_PANIC_REGISTRY = {
  set_message(message: string) {
    lastPanic = message;
  },
};

async function loadBindings(): Promise<Bindings> {
  const require = createRequire(import.meta.url);
  const pkgDir = dirname(require.resolve('@prisma/schema-engine-wasm/schema_engine_bg'));
  const bindings = (await import('@prisma/schema-engine-wasm/schema_engine_bg')) as unknown as Bindings;
  const bytes = await readFile(join(pkgDir, 'schema_engine_bg.wasm'));
  const { instance } = await wasmApi.instantiate(bytes, { './schema_engine_bg.js': bindings });
  bindings.__wbg_set_wasm(instance.exports);
  (instance.exports.__wbindgen_start as () => void)();
  return bindings;
}

type AdapterFactory = Parameters<typeof bindMigrationAwareSqlAdapterFactory>[0];

export interface OpenedSchemaEngine {
  engine: SchemaEngine;
  /** Turns an engine failure into a readable message (adapter errors arrive as "External error id#N"). */
  explain(err: unknown): string;
}

/** A schema engine working through a driver adapter (the only way without the native binary). */
export async function openSchemaEngine(
  adapterFactory: AdapterFactory,
  datamodels: [string, string][],
): Promise<OpenedSchemaEngine> {
  loaded ??= loadBindings();
  const { SchemaEngine } = await loaded;
  const debug = (msg: string) => {
    if (process.env.CHARTROOM_SCHEMA_ENGINE_DEBUG) console.error(msg);
  };
  const bound = bindMigrationAwareSqlAdapterFactory(adapterFactory);
  const engine = await SchemaEngine.new({ datamodels }, debug, bound);
  const explain = (err: unknown): string => {
    const message = lastPanic ?? (err instanceof Error ? err.message : String(err));
    return message.replace(/External error id#(\d+)/g, (whole, id: string) => {
      const captured = bound.errorRegistry.consumeError(Number(id)) as { error?: unknown } | undefined;
      return captured
        ? `${whole}: ${captured.error instanceof Error ? captured.error.stack : JSON.stringify(captured.error)}`
        : whole;
    });
  };
  return { engine, explain };
}
