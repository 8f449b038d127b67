/**
 * Bench only (never shipped): draws one chart with the product's plugin from data already in the
 * page and reports the time from handing over the data to the chart being drawn: its canvas
 * painted, its svg or its table rows in the document, and the browser past the frame that shows it.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { toDatasourceMeta } from '../../../client/src/charts/datasourceMeta.ts';
import { getChartPlugin } from '../../../client/src/charts/registry.ts';
import type { ChartQueryResult, SavedFormData } from '../../../client/src/charts/types.ts';
import { system } from '../../../client/src/theme/system.ts';
import { type RenderCase, renderCases } from '../render-cases.ts';

const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

/** Whether the chart shows: a painted canvas, an svg with shapes, or table rows. */
function drawn(container: HTMLElement): boolean {
  const canvas = container.querySelector('canvas');
  if (canvas && canvas.width > 0) {
    const ctx = canvas.getContext('2d');
    // A pixel in the middle third with some colour: the canvas layer has painted.
    const data = ctx?.getImageData(canvas.width / 3, canvas.height / 3, canvas.width / 3, canvas.height / 3).data;
    if (data?.some((v, i) => i % 4 === 3 && v > 0)) return true;
  }
  if (container.querySelectorAll('svg path, svg rect').length > 10) return true;
  return container.querySelectorAll('tbody tr').length > 10;
}

let root: Root | null = null;

async function render(testCase: RenderCase): Promise<number> {
  const container = document.getElementById('root') as HTMLElement;
  root?.unmount();
  root = createRoot(container);
  await frame();
  const plugin = getChartPlugin(testCase.formData.viz_type);
  if (!plugin) throw new Error(`no plugin for ${testCase.formData.viz_type}`);
  const result = testCase.result as ChartQueryResult;
  const started = performance.now();
  const current = root;
  flushSync(() =>
    current.render(
      <ChakraProvider value={system}>
        <div style={{ width: '100%', height: '100%' }}>
          {plugin.render(result, testCase.formData as SavedFormData, {
            datasource: toDatasourceMeta(null),
            results: [result],
          })}
        </div>
      </ChakraProvider>,
    ),
  );
  for (let i = 0; i < 600 && !drawn(container); i++) await frame();
  // The frame that shows it has been produced once the next one starts.
  await frame();
  return performance.now() - started;
}

declare global {
  interface Window {
    benchCases: string[];
    benchRender(name: string): Promise<number>;
  }
}

const cases = renderCases();
window.benchCases = cases.map((c) => c.name);
window.benchRender = (name) => {
  const testCase = cases.find((c) => c.name === name);
  if (!testCase) throw new Error(`no case ${name}`);
  return render(testCase);
};
