export const ROLES = ['admin', 'foreman', 'worker', 'client'] as const;
export type Role = (typeof ROLES)[number];
export const ALL_ROLES: Role[] = [...ROLES];
