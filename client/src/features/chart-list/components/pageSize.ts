/** Superset's list default page size (spec 002). */
export const chartListPageSize = 25;
