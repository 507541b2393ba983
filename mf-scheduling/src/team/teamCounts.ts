// Team Management's counts and filter (spec 2.9): the server counts; the screen says how much of
// the filtered list it shows (the sdk's ShowMore).
export type RoleFilter = 'all' | 'admin' | 'foreman' | 'worker';

/** GET /api/users/counts. `total` is everyone, clients included. */
export interface TeamCounts {
  total: number;
  admin: number;
  foreman: number;
  worker: number;
  client: number;
}

/** How many members the filter matches, known from the counts when nothing is searched. */
export function filteredTotal(counts: TeamCounts | undefined, filter: RoleFilter, search: string): number | undefined {
  if (!counts || search) return undefined;
  return filter === 'all' ? counts.total : counts[filter];
}
