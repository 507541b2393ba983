export const ROLES = ['admin', 'foreman', 'worker', 'client'] as const;
export type Role = (typeof ROLES)[number];
export const ALL_ROLES: Role[] = [...ROLES];
/** The roles a shift can be given to: the schedules service refuses the others. */
export const SCHEDULABLE_ROLES: readonly Role[] = ['worker', 'foreman'];
