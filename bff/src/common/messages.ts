export const UNAUTHORIZED_MESSAGE = 'Unauthorized: please log in';
export const FORBIDDEN_MESSAGE = 'You do not have permission to do this';
