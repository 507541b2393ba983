// Who may call a route: one marking per handler, read by the one global AccessGuard.
import { SetMetadata } from '@nestjs/common';
import { Role } from './roles';

export const PUBLIC_KEY = 'groundwork:public';
export const ALLOW_KEY = 'groundwork:allow';

/** Anyone, logged in or not. */
export const Public = (): MethodDecorator & ClassDecorator => SetMetadata(PUBLIC_KEY, true);

/** Logged-in users whose role is listed. */
export const Allow = (...roles: Role[]): MethodDecorator & ClassDecorator => SetMetadata(ALLOW_KEY, roles);
