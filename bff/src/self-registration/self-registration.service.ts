// PIN self-registration's lock: after WRONG_PIN_LIMIT wrong PINs within an hour for a role (from
// any address, on any instance), sign-up for that role closes for 24 hours or until an admin
// reopens it, and every admin is told. While closed, even the right PIN is refused, with the very
// answer a wrong one gets, so a guesser learns nothing from it.
import { Injectable } from '@nestjs/common';
import { NotificationsService } from '../notifications/notifications.service';
import { LockState, PinRole, SelfRegistrationRepository, WRONG_PIN_LIMIT } from './self-registration.repository';
import { msg } from '../i18n/message';

@Injectable()
export class SelfRegistrationService {
  constructor(
    private readonly locks: SelfRegistrationRepository,
    private readonly notifications: NotificationsService,
  ) {}

  /**
   * Whether a self-registration as `role` whose PIN was `pinIsRight` may go on: false when the
   * PIN is wrong (counted, maybe locking the role) or the role is locked.
   */
  async admits(role: PinRole, pinIsRight: boolean): Promise<boolean> {
    if (pinIsRight) return !(await this.locks.isLocked(role));
    const { lockedNow } = await this.locks.countWrongPin(role);
    if (lockedNow) {
      await this.notifications.notifyRole(
        'admin',
        msg(`notifications.selfRegistration.locked.${role}Title`),
        msg(`notifications.selfRegistration.locked.${role}Message`, { limit: WRONG_PIN_LIMIT }),
        ['User'],
      );
    }
    return false;
  }

  states(): Promise<Record<PinRole, LockState>> {
    return this.locks.states();
  }

  async reopen(role: PinRole): Promise<Record<PinRole, LockState>> {
    await this.locks.reopen(role);
    return this.locks.states();
  }
}
