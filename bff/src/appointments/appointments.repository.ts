// Appointment requests' queries and their JSON: clients ask, admins confirm or decline.
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { prepared, runPrepared } from '../common/prepared-query';
import type { PersonNameJson } from '../job-sites/job-sites.repository';
import { AppointmentRequest, AppointmentRequestType, AppointmentStatus } from './appointment-request.entity';

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

export interface AppointmentCountsJson {
  total: number;
  pending: number;
}

/** A request as read: the entity's columns, and on the list's rows its asker's name and email beside them. */
type AppointmentRequestFields = Omit<AppointmentRequest, 'answeredAt' | 'client'> & { clientFirstName?: string; clientLastName?: string; clientEmail?: string };

function toAppointmentRequestJson(request: AppointmentRequestFields, withClient = false): AppointmentRequestJson {
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
  if (withClient && request.clientFirstName !== undefined) {
    json.client = { id: request.clientId, firstName: request.clientFirstName, lastName: request.clientLastName ?? '', email: request.clientEmail ?? '' };
  }
  return json;
}

/**
 * The list's columns named as the entity names them, the asker's name and email beside them (only
 * admins' pages send those).
 */
const SELECT_REQUESTS = `
  SELECT r.id, r.client_id AS "clientId", r.request_type AS "requestType", r.phone_number AS "phoneNumber", r.description,
         r.preferred_date AS "preferredDate", r.preferred_time AS "preferredTime", r.status, r.scheduled_date AS "scheduledDate",
         r.notes, r.created_at AS "createdAt",
         c.first_name AS "clientFirstName", c.last_name AS "clientLastName", c.email AS "clientEmail"
    FROM appointment_requests r
    JOIN users c ON c.id = r.client_id`;

/** The two pages of the list, as prepared statements (the admin dashboard reads the first on every visit). */
const REQUESTS_PAGE = {
  // The enum's order: pending, confirmed, declined.
  everyone: prepared('appointments-page', `${SELECT_REQUESTS} ORDER BY r.status, r.created_at DESC, r.id LIMIT $1 OFFSET $2`),
  ofClient: prepared('appointments-page-of-client', `${SELECT_REQUESTS} WHERE r.client_id = $1 ORDER BY r.created_at DESC, r.id LIMIT $2 OFFSET $3`),
};

/** What an admin's answer writes. */
export interface AnswerFields {
  status: Exclude<AppointmentStatus, 'pending'>;
  scheduledDate: Date | null;
  notes: string | null;
}

@Injectable()
export class AppointmentsRepository {
  constructor(@InjectRepository(AppointmentRequest) private readonly requests: Repository<AppointmentRequest>) {}

  /**
   * A page of requests: one client's (newest first), or with `clientId` null every request,
   * pending ones first, with who asked. One statement, no entity hydration;
   * appointment_requests_client_created and appointment_requests_status_created (each ending
   * with the id) serve the two orders and stop after the page.
   */
  async page(clientId: string | null, limit: number, offset: number): Promise<AppointmentRequestJson[]> {
    const rows =
      clientId === null
        ? await runPrepared<AppointmentRequestFields>(this.requests, REQUESTS_PAGE.everyone, [limit, offset])
        : await runPrepared<AppointmentRequestFields>(this.requests, REQUESTS_PAGE.ofClient, [clientId, limit, offset]);
    return rows.map((row) => toAppointmentRequestJson(row, clientId === null));
  }

  /** The requests `page` pages through (every one when `clientId` is null), counted: all and the pending ones. */
  async counts(clientId: string | null): Promise<AppointmentCountsJson> {
    const query = this.requests
      .createQueryBuilder('r')
      .select('count(*)::int', 'total')
      .addSelect(`count(*) FILTER (WHERE r.status = 'pending')::int`, 'pending');
    if (clientId !== null) query.where('r.client_id = :clientId', { clientId });
    return (await query.getRawOne<AppointmentCountsJson>()) as AppointmentCountsJson;
  }

  async insert(
    fields: Pick<AppointmentRequest, 'clientId' | 'requestType' | 'phoneNumber' | 'description' | 'preferredDate' | 'preferredTime'>,
  ): Promise<AppointmentRequestJson> {
    return toAppointmentRequestJson(await this.requests.save(this.requests.create(fields)));
  }

  /**
   * Answers the request if it is still pending: the UPDATE only matches a pending row, so of two
   * answers at the same moment one wins. Whether this one did.
   */
  async answerPending(id: string, answer: AnswerFields): Promise<boolean> {
    const result = await this.requests
      .createQueryBuilder()
      .update(AppointmentRequest)
      .set({ ...answer, answeredAt: () => 'now()' })
      .where('id = :id AND status = :pending', { id, pending: 'pending' })
      .execute();
    return Boolean(result.affected);
  }

  async findById(id: string): Promise<AppointmentRequestJson | null> {
    const request = await this.requests.findOneBy({ id });
    return request ? toAppointmentRequestJson(request) : null;
  }
}
