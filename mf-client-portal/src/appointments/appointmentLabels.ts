import type { AppointmentRequest } from 'shell/sdk';

export const REQUEST_TYPE_LABELS: Record<AppointmentRequest['requestType'], string> = {
  appointment: 'Appointment',
  callback: 'Callback',
};

/** Pending and confirmed look distinct (spec 4). */
export const APPOINTMENT_BADGES: Record<AppointmentRequest['status'], { label: string; color: string }> = {
  pending: { label: 'Pending', color: 'gold' },
  confirmed: { label: 'Confirmed', color: 'green' },
  declined: { label: 'Declined', color: 'red' },
};
