// Team Management's counts and filter: the server counts everyone (the stat cards) and,
// while a search is on, those it finds; the screen says how much of the filtered, searched list it
// shows ("Showing 50 of 312", the sdk's ShowMore), so a search with more pages still has its total.
import type { ApiSchema } from 'shell/sdk';

export type RoleFilter = 'all' | 'admin' | 'foreman' | 'worker';

/** GET /api/users/counts. `total` is everyone, clients included. */
export type TeamCounts = ApiSchema<'UserCounts'>;

/** How many members the filter matches, from the counts of everyone or of the search in force. */
export function filteredTotal(counts: TeamCounts | undefined, filter: RoleFilter): number | undefined {
  if (!counts) return undefined;
  return filter === 'all' ? counts.total : counts[filter];
}
