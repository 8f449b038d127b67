import { mkdirSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildQueryContext, type ChartFormData } from '../../gateway/src/viz/index.ts';
import { TEST_ADMIN_PASSWORD } from '../helpers/test-app.ts';
import { launchBrowser } from './chromium.ts';
import { type ServedApp, serveTestApp } from './serve-test-app.ts';

const SCREENSHOTS = 'test-results/screenshots/viz-annotations';
const RANGE = '2024-01-01 : 2025-01-01';

/**
 * A monthly revenue line with one annotation layer of each kind, from the example data through the
 * real chart data path: a FORMULA target, native EVENT and INTERVAL layers (stored annotations) and a
 * TIME_SERIES layer read from another chart. Photographed, and the event's tooltip hovered.
 */
describe('annotation layers drawn in Chromium', () => {
  let app: ServedApp;
  let browser: BrowserContext;
  let page: Page;
  const suffix = Math.random().toString(36).slice(2, 8);

  const post = async (path: string, json: unknown) => {
    const res = await app.request(path, { method: 'POST', json });
    expect(res.status, await res.clone().text()).toBe(201);
    return ((await res.json()) as { id: number }).id;
  };

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    const clientDistDir = process.env.CHARTROOM_CLIENT_DIST;
    [app, browser] = await Promise.all([serveTestApp(clientDistDir ? { clientDistDir } : {}), launchBrowser()]);
    page = await browser.newPage();
    page.setDefaultTimeout(120_000);
    page.setDefaultNavigationTimeout(120_000);
    await page.setViewportSize({ width: 1200, height: 800 });
    await page.goto(`${app.baseUrl}/login/`);
    await page.getByLabel(/username/i).fill('admin');
    await page.getByLabel(/password/i).fill(TEST_ADMIN_PASSWORD);
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  });

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('draws a formula line, event markers with tooltips, shaded intervals and an extra series', {
    timeout: 300_000,
  }, async () => {
    const datasets = (await (
      await app.request(`/api/v1/dataset/?q=(filters:!((col:table_name,opr:eq,value:sales)))`)
    ).json()) as { result: { id: number }[] };
    const salesId = datasets.result[0]?.id as number;
    const lineParams = (extra: Record<string, unknown>) => ({
      datasource: `${salesId}__table`,
      viz_type: 'echarts_timeseries_line',
      x_axis: 'order_date',
      time_grain_sqla: 'P1M',
      metrics: ['sum__revenue'],
      time_range: RANGE,
      adhoc_filters: [
        {
          expressionType: 'SIMPLE',
          subject: 'order_date',
          operator: 'TEMPORAL_RANGE',
          comparator: RANGE,
          clause: 'WHERE',
        },
      ],
      ...extra,
    });
    const chart = (name: string, params: Record<string, unknown>) =>
      post('/api/v1/chart/', {
        slice_name: name,
        viz_type: 'echarts_timeseries_line',
        datasource_id: salesId,
        datasource_type: 'table',
        params: JSON.stringify(params),
        query_context: JSON.stringify(buildQueryContext(params as unknown as ChartFormData)),
      });

    // The TIME_SERIES layer's source: online revenue only.
    const onlineParams = lineParams({
      adhoc_filters: [
        ...(lineParams({}).adhoc_filters as unknown[]),
        { expressionType: 'SIMPLE', subject: 'channel', operator: '==', comparator: 'Online', clause: 'WHERE' },
      ],
    });
    const onlineId = await chart(`Online revenue ${suffix}`, onlineParams);
    const online = (await (await app.request(`/api/v1/chart/${onlineId}/data/`)).json()) as {
      result: { data: { sum__revenue: number }[] }[];
    };
    const values = online.result[0]?.data.map((r) => r.sum__revenue) ?? [];
    expect(values.length).toBeGreaterThan(6);
    const target = Math.round((2 * values.reduce((a, b) => a + b, 0)) / values.length);

    const layerId = await post('/api/v1/annotation_layer/', { name: `Releases ${suffix}`, descr: null });
    await post(`/api/v1/annotation_layer/${layerId}/annotation/`, {
      short_descr: 'Version 2.0',
      long_descr: 'New dashboards and alerts',
      start_dttm: '2024-04-15T00:00:00',
      end_dttm: '2024-04-15T00:00:00',
    });
    await post(`/api/v1/annotation_layer/${layerId}/annotation/`, {
      short_descr: 'Version 2.1',
      long_descr: 'Faster charts',
      start_dttm: '2024-10-10T00:00:00',
      end_dttm: '2024-10-10T00:00:00',
    });
    const freezeId = await post('/api/v1/annotation_layer/', { name: `Freezes ${suffix}`, descr: null });
    await post(`/api/v1/annotation_layer/${freezeId}/annotation/`, {
      short_descr: 'Summer freeze',
      long_descr: 'No deploys during the holidays',
      start_dttm: '2024-07-01T00:00:00',
      end_dttm: '2024-08-31T00:00:00',
    });

    const chartId = await chart(
      `Revenue with annotations ${suffix}`,
      lineParams({
        annotation_layers: [
          {
            name: 'Target',
            annotationType: 'FORMULA',
            sourceType: '',
            value: String(target),
            show: true,
            showLabel: false,
            color: '#d62728',
            style: 'dashed',
            width: 2,
            opacity: '',
          },
          {
            name: 'Releases',
            annotationType: 'EVENT',
            sourceType: 'NATIVE',
            value: layerId,
            show: true,
            showLabel: false,
            color: '#2ca02c',
            style: 'solid',
            width: 2,
            opacity: '',
          },
          {
            name: 'Freezes',
            annotationType: 'INTERVAL',
            sourceType: 'NATIVE',
            value: freezeId,
            show: true,
            showLabel: true,
            color: '#9467bd',
            opacity: 'opacityMedium',
          },
          {
            name: 'Online',
            annotationType: 'TIME_SERIES',
            sourceType: 'line',
            value: onlineId,
            show: true,
            overrides: { time_range: null },
            showMarkers: true,
            color: '#ff7f0e',
            style: 'dotted',
            width: 2,
            opacity: '',
          },
        ],
      }),
    );

    await page.goto(`${app.baseUrl}/explore/?slice_id=${chartId}&standalone=1`);
    const figure = page.getByRole('figure', { name: 'Line Chart' });
    await figure.waitFor({ timeout: 120_000 });
    await figure.locator('[data-annotation="marks"]').waitFor({ timeout: 60_000 });
    expect(await figure.locator('[data-annotation-line="Target"] path').getAttribute('stroke-dasharray')).toBe('8 6');
    expect(await figure.locator('[data-annotation-line="Online"] path').count()).toBe(1);
    expect(await figure.locator('[data-annotation-line="Online"] circle').count()).toBe(12);
    expect(await figure.locator('[data-annotation-event]').count()).toBe(2);
    expect(await figure.locator('[data-annotation="intervals"] rect').count()).toBe(1);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SCREENSHOTS}/line-annotations.png` });

    await figure.locator('[data-annotation-event="Version 2.0"]').hover();
    const tooltip = page.getByText('New dashboards and alerts');
    await tooltip.waitFor({ timeout: 30_000 });
    await page.screenshot({ path: `${SCREENSHOTS}/line-annotations-event-tooltip.png` });
    await figure.locator('[data-annotation-interval="Summer freeze"]').hover();
    await page.getByText('No deploys during the holidays').waitFor({ timeout: 30_000 });
  });
});
