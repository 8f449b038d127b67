import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import { system } from '../theme/system.ts';
import { ChartErrorBoundary } from './ChartErrorBoundary.tsx';
import { type DatasourceMeta, EMPTY_DATASOURCE_META } from './datasourceMeta.ts';
import { getChartPlugin } from './registry.ts';
import type { ChartQueryResult, SavedFormData } from './types.ts';

/**
 * Test helper: draws a chart through its registered plugin, as ChartView does, inside a boundary
 * that shows what a plugin threw. Where the DOM has no ResizeObserver (jsdom) charts draw at 800x400.
 */
export function renderChart(
  formData: SavedFormData,
  results: readonly ChartQueryResult[],
  datasource: DatasourceMeta = EMPTY_DATASOURCE_META,
) {
  const plugin = getChartPlugin(formData.viz_type);
  if (!plugin) throw new Error(`no plugin for ${formData.viz_type}`);
  const [first] = results;
  if (!first) throw new Error('renderChart needs a result');
  return render(
    <ChakraProvider value={system}>
      <div style={{ width: 800, height: 400 }}>
        <ChartErrorBoundary resetKey={first} fallback={(error) => <p role="alert">{error.message}</p>}>
          {plugin.render(first, formData, { datasource, results })}
        </ChartErrorBoundary>
      </div>
    </ChakraProvider>,
  );
}
