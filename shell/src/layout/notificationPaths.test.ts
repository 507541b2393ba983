import { notificationPath } from './notificationPaths';

describe('where a notification leads', () => {
  it("goes to the page of what it is about, for the reader's role", () => {
    expect(notificationPath({ kind: 'shift', id: 's1' }, 'worker')).toBe('/schedule');
    expect(notificationPath({ kind: 'shift', id: 's1' }, 'admin')).toBe('/scheduling');
    expect(notificationPath({ kind: 'time_off_request', id: 't1' }, 'worker')).toBe('/time-off');
    expect(notificationPath({ kind: 'time_off_request', id: 't1' }, 'admin')).toBe('/scheduling');
    expect(notificationPath({ kind: 'issue', id: 'i1' }, 'foreman')).toBe('/issues');
    expect(notificationPath({ kind: 'supply_order', id: null }, 'admin')).toBe('/supplies');
    expect(notificationPath({ kind: 'invoice', id: 'v1' }, 'client')).toBe('/');
    expect(notificationPath({ kind: 'financial_document', id: null }, 'admin')).toBe('/financial-documents');
  });

  it('leads nowhere for a notification about nothing, or a kind the role has no page for', () => {
    expect(notificationPath(null, 'admin')).toBeNull();
    expect(notificationPath({ kind: 'issue', id: 'i1' }, 'worker')).toBeNull();
    expect(notificationPath({ kind: 'hr_document', id: 'd1' }, 'client')).toBeNull();
  });
});
