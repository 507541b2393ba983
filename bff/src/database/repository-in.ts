import type { EntityManager, ObjectLiteral, Repository } from 'typeorm';

/**
 * `repository` inside the caller's transaction when one is given, else on its own connection. A
 * repository method that may run inside a service's transaction takes an optional manager and
 * reads and writes through this, so the same query serves both.
 */
export function repositoryIn<T extends ObjectLiteral>(repository: Repository<T>, manager?: EntityManager): Repository<T> {
  return manager ? manager.withRepository(repository) : repository;
}
