import { useEffect, useState } from 'react';
import { formatMessage, toastError } from '../toaster.ts';
import type { ListFilterOption } from './ListFilterSelect.tsx';

/** The `{result: [{value, text}]}` answer of a related/distinct call as select options. */
export function relatedOptions(body: unknown): ListFilterOption[] {
  const result = (body as { result?: unknown } | null)?.result;
  if (!Array.isArray(result)) return [];
  return result.flatMap((row: unknown) => {
    const { value, text } = (row ?? {}) as { value?: unknown; text?: unknown };
    if ((typeof value !== 'number' && typeof value !== 'string') || typeof text !== 'string') return [];
    return [{ value: String(value), label: text }];
  });
}

/**
 * Options of a list filter read from a REST call the resource offers for them, e.g.
 * `/api/v1/chart/related/owners` (spec 002 §7: related and distinct). Empty while loading; a failed
 * call says so with the spec's message and leaves the filter with no choices.
 */
export function useRestFilterOptions(
  url: string,
  read: (body: unknown) => ListFilterOption[] = relatedOptions,
): readonly ListFilterOption[] {
  const [options, setOptions] = useState<readonly ListFilterOption[]>([]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the reader is a pure function; the URL decides
  useEffect(() => {
    let live = true;
    fetch(url, { credentials: 'same-origin', headers: { Accept: 'application/json' } })
      .then(async (response) => {
        const body: unknown = await response.json().catch(() => undefined);
        if (!response.ok) {
          const message = (body as { message?: unknown } | undefined)?.message;
          throw new Error(typeof message === 'string' ? message : `HTTP ${response.status}`);
        }
        if (live) setOptions(read(body));
      })
      .catch((error: Error) => {
        if (live) toastError(formatMessage('An error occurred while fetching %ss: %s', 'filter option', error.message));
      });
    return () => {
      live = false;
    };
  }, [url]);
  return options;
}
