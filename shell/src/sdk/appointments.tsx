// How an appointment request reads for the client and for the admin: its type, a status badge
// (pending and confirmed distinct) and, once answered, when it is and the admin's notes.
// Plain markup: the admin's dashboard shows them on its first screen.
import dayjs from 'dayjs';

import { formatDate } from './format';
import { Tag } from './Tag';
import type { AppointmentRequest } from './types';

export const APPOINTMENT_REQUEST_TYPE_LABELS: Record<AppointmentRequest['requestType'], string> = {
  appointment: 'Appointment',
  callback: 'Callback',
};

const STATUS_BADGES: Record<AppointmentRequest['status'], { label: string; color: string }> = {
  pending: { label: 'Pending', color: 'gold' },
  confirmed: { label: 'Confirmed', color: 'green' },
  declined: { label: 'Declined', color: 'red' },
};

export function AppointmentStatusBadge({ status }: { status: AppointmentRequest['status'] }) {
  const badge = STATUS_BADGES[status];
  return <Tag color={badge.color}>{badge.label}</Tag>;
}

/** The confirmed date and time and the admin's notes, when there are any. */
export function AppointmentAnswer({ request }: { request: AppointmentRequest }) {
  return (
    <>
      {request.status === 'confirmed' && request.scheduledDate && (
        <div>
          <strong className="text-strong">
            Scheduled: {formatDate(request.scheduledDate)}, {dayjs(request.scheduledDate).format('h:mm A')}
          </strong>
        </div>
      )}
      {request.notes && (
        <div>
          <span className="text-secondary">Notes: {request.notes}</span>
        </div>
      )}
    </>
  );
}
