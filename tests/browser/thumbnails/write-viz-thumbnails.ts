/**
 * Makes the viz picker's example images from the viz gallery's screenshots: run
 * `CHARTROOM_CLIENT_DIST=... npx vitest run tests/browser/viz-gallery.test.ts` (it photographs one
 * chart of every type into test-results/screenshots/viz-gallery/), then
 * `npx tsx tests/browser/thumbnails/write-viz-thumbnails.ts`, and commit client/public/assets/viz-thumbnails/.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { PNG } from 'pngjs';
import { vizRegistry } from '../../../gateway/src/viz/index.ts';
import { downscale } from './downscale.ts';

const SOURCE = 'test-results/screenshots/viz-gallery';
const TARGET = 'client/public/assets/viz-thumbnails';
const WIDTH = 240;
const HEIGHT = 160;

mkdirSync(TARGET, { recursive: true });
const shots = new Set(
  readdirSync(SOURCE)
    .filter((f) => f.endsWith('.png'))
    .map((f) => basename(f, '.png')),
);
const missing = Object.keys(vizRegistry).filter((vizType) => !shots.has(vizType));
if (missing.length) throw new Error(`no gallery screenshot for: ${missing.join(', ')}`);
let bytes = 0;
for (const vizType of Object.keys(vizRegistry)) {
  const png = PNG.sync.read(readFileSync(join(SOURCE, `${vizType}.png`)));
  const small = downscale({ width: png.width, height: png.height, data: png.data }, WIDTH, HEIGHT);
  const out = new PNG({ width: small.width, height: small.height });
  out.data = Buffer.from(small.data);
  const file = PNG.sync.write(out, { colorType: 2 });
  writeFileSync(join(TARGET, `${vizType}.png`), file);
  bytes += file.length;
}
console.log(`wrote ${Object.keys(vizRegistry).length} thumbnails (${Math.round(bytes / 1024)} KiB) to ${TARGET}`);
