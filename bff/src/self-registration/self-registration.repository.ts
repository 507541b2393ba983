// The per-role lock of PIN self-registration (table self_registration_locks, one row per role).
// Raw SQL: the sliding hour of wrong PINs is an array kept and trimmed in one UPDATE, which
// TypeORM's QueryBuilder cannot say.
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

export type PinRole = 'admin' | 'foreman';
export const PIN_ROLES: readonly PinRole[] = ['admin', 'foreman'];

/** Wrong PINs within this window lock the role's sign-up... */
export const WRONG_PIN_LIMIT = 5;
const WINDOW = `interval '1 hour'`;
/** ...for this long, unless an admin reopens it first. */
const LOCK = `interval '24 hours'`;
/** The row's wrong PINs of the last hour with this one. */
const RECENT = `array(SELECT t FROM unnest(l.failed_at || now()) t WHERE t > now() - ${WINDOW} ORDER BY t)`;

export interface LockState {
  locked: boolean;
  lockedUntil: Date | null;
}

interface LockRow {
  role: PinRole;
  locked_until: Date | null;
}

function stateOf(row: LockRow | undefined): LockState {
  const lockedUntil = row?.locked_until ?? null;
  return {
    locked: lockedUntil !== null && lockedUntil.getTime() > Date.now(),
    lockedUntil: lockedUntil && lockedUntil.getTime() > Date.now() ? lockedUntil : null,
  };
}

@Injectable()
export class SelfRegistrationRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async isLocked(role: PinRole): Promise<boolean> {
    const rows: Array<{ locked: boolean }> = await this.dataSource.query(
      `SELECT coalesce(locked_until > now(), false) AS locked FROM self_registration_locks WHERE role = $1`,
      [role],
    );
    return rows[0]?.locked ?? false;
  }

  /**
   * Counts one wrong PIN for `role` and locks its sign-up when it makes WRONG_PIN_LIMIT within the
   * hour: one statement on the role's row, so concurrent guesses (any instance) are counted one
   * after the other and exactly one of them locks. A wrong PIN while locked counts nothing.
   * Answers whether this very PIN locked it.
   */
  async countWrongPin(role: PinRole): Promise<{ lockedNow: boolean }> {
    // TypeORM answers an UPDATE as [rows, affected].
    const [rows] = (await this.dataSource.query(
      `UPDATE self_registration_locks l
          SET failed_at = CASE WHEN cardinality(${RECENT}) >= $2 THEN '{}' ELSE ${RECENT} END,
              locked_until = CASE WHEN cardinality(${RECENT}) >= $2 THEN now() + ${LOCK} ELSE NULL END
        WHERE l.role = $1 AND (l.locked_until IS NULL OR l.locked_until <= now())
       RETURNING l.locked_until IS NOT NULL AS locked_now`,
      [role, WRONG_PIN_LIMIT],
    )) as [Array<{ locked_now: boolean }>, number];
    return { lockedNow: rows[0]?.locked_now ?? false };
  }

  async states(): Promise<Record<PinRole, LockState>> {
    const rows: LockRow[] = await this.dataSource.query(`SELECT role, locked_until FROM self_registration_locks`);
    return { admin: stateOf(rows.find((row) => row.role === 'admin')), foreman: stateOf(rows.find((row) => row.role === 'foreman')) };
  }

  /** Reopens the role's sign-up and forgets its wrong PINs. */
  async reopen(role: PinRole): Promise<void> {
    await this.dataSource.query(`UPDATE self_registration_locks SET failed_at = '{}', locked_until = NULL WHERE role = $1`, [role]);
  }
}
