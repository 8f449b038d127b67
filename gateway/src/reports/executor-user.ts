/**
 * Superset's ALERT_REPORTS_EXECUTE_AS: `owner` picks the creator when they own the report, else the
 * last modifier when they own it, else the first owner; `creator` picks the creator. Null when no
 * such user exists (the run then ends in Error).
 */
export function pickExecutor(
  rule: 'owner' | 'creator',
  report: { createdById: number | null; changedById: number | null; ownerIds: readonly number[] },
): number | null {
  if (rule === 'creator') return report.createdById;
  const owners = [...report.ownerIds].sort((a, b) => a - b);
  if (report.createdById !== null && owners.includes(report.createdById)) return report.createdById;
  if (report.changedById !== null && owners.includes(report.changedById)) return report.changedById;
  return owners[0] ?? null;
}
