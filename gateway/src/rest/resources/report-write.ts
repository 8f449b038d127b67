import type { RequestUser } from '../context.ts';
import { UnprocessableError } from '../errors.ts';
import type { PrismaClient } from '../prisma.ts';
import type { FieldErrors, ReportInput } from './report-validate.ts';

interface Existing {
  id: number;
  type: string;
  name: string;
  chartId: number | null;
  dashboardId: number | null;
  databaseId: number | null;
  creationMethod: string;
}

/**
 * The store-side checks of Superset's Create/UpdateReportScheduleCommand. Each failure is a
 * field message; together they answer 422 `{"message": {field: [..]}}`.
 */
export async function checkReportAgainstStore(
  prisma: PrismaClient,
  user: RequestUser,
  input: ReportInput,
  existing: Existing | null,
): Promise<void> {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => {
    if (!errors[field]) errors[field] = [];
    errors[field].push(message);
  };
  const type = input.type ?? existing?.type;
  const name = input.name ?? existing?.name;
  if (type && name && (input.name !== undefined || input.type !== undefined)) {
    const clash = await prisma.reportSchedule.findFirst({
      where: { name, type, ...(existing ? { id: { not: existing.id } } : {}) },
      select: { id: true },
    });
    if (clash)
      add(
        'name',
        type === 'Alert' ? `An alert named "${name}" already exists` : `A report named "${name}" already exists`,
      );
  }

  const chartId = input.chartId !== undefined ? input.chartId : (existing?.chartId ?? null);
  const dashboardId = input.dashboardId !== undefined ? input.dashboardId : (existing?.dashboardId ?? null);
  if (chartId !== null && dashboardId !== null) add('chart', 'Choose a chart or dashboard not both');
  else if (chartId === null && dashboardId === null) add('chart', 'Must choose either a chart or a dashboard');
  if (chartId !== null && input.chartId !== undefined) {
    if (!(await prisma.chart.findUnique({ where: { id: chartId }, select: { id: true } })))
      add('chart', 'Chart does not exist');
  }
  if (dashboardId !== null && input.dashboardId !== undefined) {
    if (!(await prisma.dashboard.findUnique({ where: { id: dashboardId }, select: { id: true } }))) {
      add('dashboard', 'Dashboard does not exist');
    }
  }

  const databaseId = input.databaseId !== undefined ? input.databaseId : (existing?.databaseId ?? null);
  if (type === 'Alert') {
    if (databaseId === null) add('database', 'Database is required for alerts');
    else if (!(await prisma.database.findUnique({ where: { id: databaseId }, select: { id: true } }))) {
      add('database', 'Database does not exist');
    }
  } else if (type === 'Report' && databaseId !== null) {
    add('database', 'Database reference is not allowed on a report');
  }

  // One report per chart or dashboard for the reports created from those pages.
  const method = input.creationMethod ?? existing?.creationMethod;
  if (!existing && (method === 'charts' || method === 'dashboards')) {
    const target = method === 'charts' ? { chartId: chartId ?? -1 } : { dashboardId: dashboardId ?? -1 };
    const taken = await prisma.reportSchedule.findFirst({
      where: { ...target, createdById: user.id },
      select: { id: true },
    });
    if (taken) add('creation_method', 'Resource already has an attached report.');
  }

  if (input.owners) {
    const found = await prisma.user.count({ where: { id: { in: input.owners } } });
    if (found !== new Set(input.owners).size) add('owners', 'Owners are invalid');
  }
  if (Object.keys(errors).length > 0) throw new UnprocessableError(errors);
}

/** Owners after a write: the given ones (the author joins them unless admin), or the author alone. */
export function ownerIds(user: RequestUser, given: number[] | undefined): number[] | undefined {
  if (given === undefined) return undefined;
  const ids = new Set(given);
  if (!user.isAdmin) ids.add(user.id);
  return [...ids];
}
