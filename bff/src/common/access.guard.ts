// The one global guard: a route is reachable only when marked @Public() or @Allow(...roles).
import { CanActivate, ExecutionContext, ForbiddenException, Injectable, Logger, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { ALLOW_KEY, PUBLIC_KEY } from './access.decorators';
import { FORBIDDEN_MESSAGE, UNAUTHORIZED_MESSAGE } from './messages';
import { Role } from './roles';

@Injectable()
export class AccessGuard implements CanActivate {
  private readonly logger = new Logger(AccessGuard.name);

  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC_KEY, targets)) return true;
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ALLOW_KEY, targets);
    if (!roles) {
      this.logger.error(`Route without @Public() or @Allow(): ${context.getClass().name}.${context.getHandler().name}`);
      throw new ForbiddenException(FORBIDDEN_MESSAGE);
    }
    const request = context.switchToHttp().getRequest<Request>();
    const user = request.user as { role: Role } | undefined;
    if (!user) throw new UnauthorizedException(UNAUTHORIZED_MESSAGE);
    if (!roles.includes(user.role)) throw new ForbiddenException(FORBIDDEN_MESSAGE);
    return true;
  }
}
