import type { Role } from '../common/roles';
import { canMessage } from './messages.service';

const person = (id: string, role: Role) => ({ id, role });

describe('canMessage (who may message whom)', () => {
  const everyone: Role[] = ['admin', 'foreman', 'worker', 'client'];
  const allowed = (viewer: Role) => everyone.filter((role) => canMessage(person('me', viewer), person('other', role)));

  it('a client reaches only admins', () => expect(allowed('client')).toEqual(['admin']));
  it('a foreman reaches admins, foremen and workers', () => expect(allowed('foreman')).toEqual(['admin', 'foreman', 'worker']));
  it('admins and workers reach everyone', () => {
    expect(allowed('admin')).toEqual(everyone);
    expect(allowed('worker')).toEqual(everyone);
  });
  it('nobody reaches themself', () => {
    for (const role of everyone) expect(canMessage(person('me', role), person('me', role))).toBe(false);
  });
});
