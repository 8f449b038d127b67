import { describe, expect, it } from 'vitest';
import { readEvents, toRelayResponses } from './fetchIncremental.ts';

describe('incremental delivery for Relay', () => {
  it('splits server-sent events and keeps an unfinished one for later', () => {
    const { events, rest } = readEvents('event: next\ndata: {"a":1}\n\nevent: next\ndata: {"b"');
    expect(events).toEqual(['{"a":1}']);
    expect(rest).toBe('event: next\ndata: {"b"');
    expect(readEvents('event: complete\ndata:\n\n').events).toEqual([]);
  });

  it('turns each deferred part into a response with its path and label, final when nothing follows', () => {
    expect(toRelayResponses({ data: { x: 1 }, hasNext: true })).toEqual([
      { data: { x: 1 }, errors: undefined, extensions: { is_final: false } },
    ]);
    const parts = toRelayResponses({
      incremental: [
        { data: { a: 1 }, path: ['dashboard', 'chartsInView', 0], label: 'L' },
        { data: null, path: ['dashboard', 'chartsInView', 1], label: 'L', errors: [{ message: 'boom' }] },
      ],
      hasNext: false,
    }) as unknown as Record<string, unknown>[];
    expect(parts.map((p) => p.path)).toEqual([
      ['dashboard', 'chartsInView', 0],
      ['dashboard', 'chartsInView', 1],
    ]);
    expect(parts.map((p) => (p.extensions as { is_final: boolean }).is_final)).toEqual([false, true]);
    expect(parts[1]?.errors).toEqual([{ message: 'boom', extensions: { message: 'boom' } }]);
  });
});
