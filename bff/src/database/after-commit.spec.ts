import type { EntityManager, QueryRunner } from 'typeorm';
import { afterCommit, AfterCommitSubscriber } from './after-commit';

/** A query runner as TypeORM leaves it around its broadcasts: `isTransactionActive` false after the outermost COMMIT. */
function fakeTransaction(): { manager: EntityManager; runner: QueryRunner } {
  const runner = { isTransactionActive: true, data: {} } as unknown as QueryRunner;
  return { runner, manager: { queryRunner: runner } as unknown as EntityManager };
}

describe('afterCommit', () => {
  const subscriber = new AfterCommitSubscriber();

  it('runs a task at once without a transaction', () => {
    const task = jest.fn();
    afterCommit(undefined, task);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs a task once the outermost transaction commits, not at a savepoint’s release', () => {
    const { manager, runner } = fakeTransaction();
    const task = jest.fn();
    afterCommit(manager, task);
    subscriber.afterTransactionCommit({ queryRunner: runner } as never);
    expect(task).not.toHaveBeenCalled();
    (runner as { isTransactionActive: boolean }).isTransactionActive = false;
    subscriber.afterTransactionCommit({ queryRunner: runner } as never);
    subscriber.afterTransactionCommit({ queryRunner: runner } as never);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('drops the tasks of a transaction rolled back', () => {
    const { manager, runner } = fakeTransaction();
    const task = jest.fn();
    afterCommit(manager, task);
    (runner as { isTransactionActive: boolean }).isTransactionActive = false;
    subscriber.afterTransactionRollback({ queryRunner: runner } as never);
    subscriber.afterTransactionCommit({ queryRunner: runner } as never);
    expect(task).not.toHaveBeenCalled();
  });
});
