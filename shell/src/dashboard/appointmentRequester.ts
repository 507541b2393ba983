// Who asked for an appointment, as the admin's panel and its dialogs name them.
import { shellMessages } from '../messages';
import type { AppointmentRequest } from '../sdk';

export function whoAsked(request: AppointmentRequest): string {
  return request.client ? `${request.client.firstName} ${request.client.lastName}` : shellMessages.t('appointments.client');
}
