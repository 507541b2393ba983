// Work that must follow a transaction's commit and never be part of it (a web push leaves the
// machine: it cannot be rolled back). TypeORM tells its subscribers when a query runner commits;
// a task given with a transaction's manager waits for that, one given without runs at once.
import {
  EventSubscriber,
  type EntityManager,
  type EntitySubscriberInterface,
  type QueryRunner,
  type TransactionCommitEvent,
  type TransactionRollbackEvent,
} from 'typeorm';

type Task = () => void;

function pending(runner: QueryRunner): Task[] {
  const data = runner.data as { afterCommit?: Task[] };
  return (data.afterCommit ??= []);
}

/** Runs `task` once `manager`'s transaction has committed (dropped on rollback), or now when there is none. */
export function afterCommit(manager: EntityManager | undefined, task: Task): void {
  const runner = manager?.queryRunner;
  if (!runner?.isTransactionActive) return task();
  pending(runner).push(task);
}

/**
 * Registered with the data source (dataSourceOptions' `subscribers`). TypeORM also announces the
 * release of a savepoint as a commit: the tasks wait for the outermost one. TypeORM loads only
 * subscribers it knows by this decorator.
 */
@EventSubscriber()
export class AfterCommitSubscriber implements EntitySubscriberInterface {
  afterTransactionCommit(event: TransactionCommitEvent): void {
    if (event.queryRunner.isTransactionActive) return;
    for (const task of pending(event.queryRunner).splice(0)) task();
  }

  afterTransactionRollback(event: TransactionRollbackEvent): void {
    if (!event.queryRunner.isTransactionActive) pending(event.queryRunner).splice(0);
  }
}
