import type { PersonNameJson } from '../job-sites/job-site-json';
import type { User } from '../users/user.entity';
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

/** What the JSON is made of: an entity, or a list row with its asker's name beside it. */
type AppointmentRequestFields = Omit<AppointmentRequest, 'answeredAt' | 'client'> & { client?: Pick<User, 'id' | 'firstName' | 'lastName' | 'email'> };

export function toAppointmentRequestJson(request: AppointmentRequestFields, withClient = false): AppointmentRequestJson {
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

/** A row of AppointmentsService.list()'s SQL: the entity's columns by their names, the asker's beside them. */
export type AppointmentRequestRow = Omit<AppointmentRequest, 'client' | 'answeredAt'> & { clientFirstName: string; clientLastName: string; clientEmail: string };

export function appointmentRowToJson(row: AppointmentRequestRow, withClient: boolean): AppointmentRequestJson {
  const client = { id: row.clientId, firstName: row.clientFirstName, lastName: row.clientLastName, email: row.clientEmail };
  return toAppointmentRequestJson({ ...row, client }, withClient);
}
