import { ROLES, type Role } from '../contract/roles-and-events';

export { ROLES, type Role };
export const ALL_ROLES: Role[] = [...ROLES];
/** The roles a shift can be given to: the schedules service refuses the others. */
export const SCHEDULABLE_ROLES: readonly Role[] = ['worker', 'foreman'];
