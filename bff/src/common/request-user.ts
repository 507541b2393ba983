// What the BFF adds to Fastify's request: the logged-in user, set by SessionsService.attachUser.
import type { User } from '../users/user.entity';

declare module 'fastify' {
  interface FastifyRequest {
    /** The session's user; absent for anonymous requests (the AccessGuard then answers 401). */
    user?: User;
  }
}

export type { FastifyReply, FastifyRequest } from 'fastify';
