import type { PersonNameJson } from '../job-sites/job-site-json';
import type { AppointmentRequest, AppointmentRequestType, AppointmentStatus } from './appointment-request.entity';

export interface AppointmentRequestJson {
  id: string;
  clientId: string;
  requestType: AppointmentRequestType;
  phoneNumber: string;
  description: string;
  preferredDate: string | null;
  /** 'HH:mm' */
  preferredTime: string | null;
  status: AppointmentStatus;
  scheduledDate: Date | null;
  notes: string | null;
  createdAt: Date;
  /** Admins' list only: who asked. */
  client?: PersonNameJson & { email: string };
}

export function toAppointmentRequestJson(request: AppointmentRequest, withClient = false): AppointmentRequestJson {
  const json: AppointmentRequestJson = {
    id: request.id,
    clientId: request.clientId,
    requestType: request.requestType,
    phoneNumber: request.phoneNumber,
    description: request.description,
    preferredDate: request.preferredDate,
    preferredTime: request.preferredTime ? request.preferredTime.slice(0, 5) : null,
    status: request.status,
    scheduledDate: request.scheduledDate,
    notes: request.notes,
    createdAt: request.createdAt,
  };
  if (withClient && request.client) {
    json.client = { id: request.client.id, firstName: request.client.firstName, lastName: request.client.lastName, email: request.client.email };
  }
  return json;
}
