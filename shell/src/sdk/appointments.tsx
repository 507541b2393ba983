// How an appointment request reads for the client and for the admin: its type, a status badge
// (pending and confirmed distinct) and, once answered, when it is and the admin's notes.
// Plain markup: the admin's dashboard shows them on its first screen.
import dayjs from 'dayjs';

import { formatDate } from './format';
import { liveLabels, sdkMessages } from './messages';
import { Tag } from './Tag';
import type { AppointmentRequest } from './types';

/** Each request type's name, in the current language when read. */
export const APPOINTMENT_REQUEST_TYPE_LABELS: Readonly<Record<AppointmentRequest['requestType'], string>> = liveLabels({
  appointment: 'appointment.type.appointment',
  callback: 'appointment.type.callback',
});

const STATUS_COLORS: Record<AppointmentRequest['status'], string> = { pending: 'gold', confirmed: 'green', declined: 'red' };

export function AppointmentStatusBadge({ status }: { status: AppointmentRequest['status'] }) {
  const { t } = sdkMessages.useT();
  return <Tag color={STATUS_COLORS[status]}>{t(`status.${status}`)}</Tag>;
}

/** The confirmed date and time and the admin's notes, when there are any. */
export function AppointmentAnswer({ request }: { request: AppointmentRequest }) {
  const { t } = sdkMessages.useT();
  return (
    <>
      {request.status === 'confirmed' && request.scheduledDate && (
        <div>
          <strong className="text-strong">
            {t('appointment.scheduled', { date: formatDate(request.scheduledDate), time: dayjs(request.scheduledDate).format('h:mm A') })}
          </strong>
        </div>
      )}
      {request.notes && (
        <div>
          <span className="text-secondary">{t('appointment.notes', { notes: request.notes })}</span>
        </div>
      )}
    </>
  );
}
