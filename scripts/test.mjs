#!/usr/bin/env node
// `npm test`: every check the project has, in the order that fails fastest, then one closing line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { ensureServices } from './services.mjs';

const started = Date.now();
const reportFile = '.tmp/vitest-report.json';
mkdirSync('.tmp', { recursive: true });

function step(title, command, args, options = {}) {
  const t0 = Date.now();
  process.stdout.write(`\n▶ ${title}: ${command} ${args.join(' ')}\n`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...options.env } });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  if (result.status !== 0) {
    process.stdout.write(`✖ ${title} failed after ${seconds}s\n`);
    return false;
  }
  process.stdout.write(`✔ ${title} (${seconds}s)\n`);
  return true;
}

ensureServices();

const checks = [
  () => step('generate Prisma clients', 'npm', ['run', 'generate', '-w', 'gateway']),
  () => step('typecheck', 'npx', ['tsc', '-b']),
  () => step('lint', 'npx', ['biome', 'check', '.']),
  () => step('relay artifacts are current', 'npx', ['relay-compiler', '--validate']),
  () => step('build client', 'npm', ['run', 'build', '-w', 'client']),
];
let ok = true;
for (const check of checks) {
  if (!check()) {
    ok = false;
    break;
  }
}

let passed = 0;
let failed = 0;
let skipped = 0;
if (ok) {
  // Most integration and browser time is spent waiting on databases, processes and Chromium, so
  // two files at a time on two cores finish sooner than Vitest's default of one per spare core.
  // Browser files still run one at a time (vitest.config.ts).
  const maxWorkers = process.env.VITEST_MAX_WORKERS ?? '2';
  const vitestOk = step('vitest (unit, client, integration, browser)', 'npx', [
    'vitest',
    'run',
    `--maxWorkers=${maxWorkers}`,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reportFile}`,
  ]);
  if (existsSync(reportFile)) {
    const report = JSON.parse(readFileSync(reportFile, 'utf8'));
    passed = report.numPassedTests ?? 0;
    failed = report.numFailedTests ?? 0;
    skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    if (!vitestOk && failed === 0) failed = Math.max(1, report.numFailedTestSuites ?? 1);
  } else if (!vitestOk) {
    failed = 1;
  }
  ok = vitestOk && failed === 0;
} else {
  failed = 1;
}

const minutes = ((Date.now() - started) / 60000).toFixed(1);
process.stdout.write(`\nnpm test finished in ${minutes} min\n`);
process.stdout.write(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`);
process.exit(ok ? 0 : 1);
