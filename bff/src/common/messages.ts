import { msg } from '../i18n/message';
export const UNAUTHORIZED_MESSAGE = msg('errors.common.unauthorized');
export const FORBIDDEN_MESSAGE = msg('errors.common.forbidden');
