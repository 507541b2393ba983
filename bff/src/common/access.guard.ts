// The one global guard: a route is reachable only when marked @Public() or @Allow(...roles).
import { CanActivate, ExecutionContext, ForbiddenException, Injectable, Logger, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from './request-user';
import { ALLOW_KEY, PUBLIC_KEY } from './access.decorators';
import { FORBIDDEN_MESSAGE, UNAUTHORIZED_MESSAGE } from './messages';
import { Role } from './roles';

interface RouteAccess {
  isPublic: boolean;
  roles: Role[] | undefined;
}

@Injectable()
export class AccessGuard implements CanActivate {
  private readonly logger = new Logger(AccessGuard.name);

  constructor(private readonly reflector: Reflector) {}

  /** Per controller class, per handler: its decorators, read once (they never change at run time). */
  private readonly rules = new WeakMap<object, WeakMap<object, RouteAccess>>();

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const { isPublic, roles } = this.accessOf(context.getClass(), context.getHandler());
    if (isPublic) return true;
    if (!roles) {
      this.logger.error(`Route without @Public() or @Allow(): ${context.getClass().name}.${context.getHandler().name}`);
      throw new ForbiddenException(FORBIDDEN_MESSAGE);
    }
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const user = request.user as { role: Role } | undefined;
    if (!user) throw new UnauthorizedException(UNAUTHORIZED_MESSAGE);
    if (!roles.includes(user.role)) throw new ForbiddenException(FORBIDDEN_MESSAGE);
    return true;
  }

  private accessOf(controller: ReturnType<ExecutionContext['getClass']>, handler: ReturnType<ExecutionContext['getHandler']>): RouteAccess {
    let handlers = this.rules.get(controller);
    if (!handlers) {
      handlers = new WeakMap();
      this.rules.set(controller, handlers);
    }
    let access = handlers.get(handler);
    if (!access) {
      const targets = [handler, controller];
      access = {
        isPublic: Boolean(this.reflector.getAllAndOverride<boolean>(PUBLIC_KEY, targets)),
        roles: this.reflector.getAllAndOverride<Role[] | undefined>(ALLOW_KEY, targets),
      };
      handlers.set(handler, access);
    }
    return access;
  }
}
