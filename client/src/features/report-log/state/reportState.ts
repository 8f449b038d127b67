/** The colour a report state is shown in (Superset's alert/report list uses the same families). */
export function stateColor(state: string | null | undefined): 'green' | 'blue' | 'red' | 'gray' | 'orange' {
  switch (state) {
    case 'Success':
      return 'green';
    case 'Working':
      return 'blue';
    case 'Error':
      return 'red';
    case 'On Grace':
      return 'orange';
    default:
      return 'gray';
  }
}

/** "3.2 s", "1 min 4 s", or an empty string while a run has not ended. */
export function runDuration(startedAt: string | null, endedAt: string | null): string {
  if (!startedAt || !endedAt) return '';
  const ms = Date.parse(endedAt) - Date.parse(startedAt);
  if (!Number.isFinite(ms) || ms < 0) return '';
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)} min ${s % 60} s`;
}

/** A UTC ISO time in the viewer's locale, to the second. */
export function formatTime(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'medium' });
}
