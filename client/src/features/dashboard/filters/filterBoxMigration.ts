/**
 * The filter-box migration states of spec 000: `noop` (no filter box on the dashboard),
 * `undecided` (filter boxes, not converted, not snoozed: the editor is asked), `snoozed` ('Remind me
 * in 24 hours'), `reviewing` (the converted filters are open in the configuration modal) and
 * `converted` (the dashboard has native filters).
 */
export type MigrationState = 'noop' | 'undecided' | 'snoozed' | 'reviewing' | 'converted';

export const SNOOZE_MS = 24 * 60 * 60 * 1000;
export const SNOOZE_STORAGE_KEY = 'filter_box_transition_snoozed_at';

export function migrationState(input: {
  readonly filterBoxCount: number;
  readonly nativeFilterCount: number;
  readonly snoozedAt: number | null;
  readonly now: number;
  readonly reviewing: boolean;
}): MigrationState {
  if (input.filterBoxCount === 0) return 'noop';
  if (input.reviewing) return 'reviewing';
  if (input.nativeFilterCount > 0) return 'converted';
  if (input.snoozedAt !== null && input.now - input.snoozedAt < SNOOZE_MS) return 'snoozed';
  return 'undecided';
}

/**
 * Whether the native filter bar is shown on a dashboard with filter boxes: by default once they
 * are converted or under review; otherwise the saved `show_native_filters` decides.
 */
export function showsNativeFilters(state: MigrationState, savedShowNativeFilters: boolean | null | undefined): boolean {
  if (state === 'converted' || state === 'reviewing' || state === 'noop') return true;
  return savedShowNativeFilters === true;
}

/** The snooze times kept in the browser, by dashboard (a damaged entry counts as none). */
export function readSnoozes(text: string | null): Record<string, number> {
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed as Record<string, unknown>).filter((e): e is [string, number] => typeof e[1] === 'number'),
    );
  } catch {
    return {};
  }
}
