import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { prepared, runPrepared } from '../common/prepared-query';
import { NotificationsService } from '../notifications/notifications.service';
import { User } from '../users/user.entity';
import { AppointmentRequest } from './appointment-request.entity';
import { AppointmentRequestJson, AppointmentRequestRow, appointmentRowToJson, toAppointmentRequestJson } from './appointment-request-json';
import { AnswerAppointmentRequestDto } from './dto/answer-appointment-request.dto';
import { CreateAppointmentRequestDto } from './dto/create-appointment-request.dto';

export const NOT_FOUND = 'Appointment request not found';
export const ALREADY_ANSWERED = 'This request has already been answered';

export interface AppointmentCountsJson {
  total: number;
  pending: number;
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

/** The two pages of list(), as prepared statements (the admin dashboard reads the first on every visit). */
const REQUESTS_PAGE = {
  // The enum's order: pending, confirmed, declined.
  everyone: prepared('appointments-page', `${SELECT_REQUESTS} ORDER BY r.status, r.created_at DESC, r.id LIMIT $1 OFFSET $2`),
  ofClient: prepared('appointments-page-of-client', `${SELECT_REQUESTS} WHERE r.client_id = $1 ORDER BY r.created_at DESC, r.id LIMIT $2 OFFSET $3`),
};

const REQUEST_LABEL = { appointment: 'appointment request', callback: 'callback request' } as const;

@Injectable()
export class AppointmentsService {
  constructor(
    @InjectRepository(AppointmentRequest) private readonly requests: Repository<AppointmentRequest>,
    private readonly notifications: NotificationsService,
  ) {}

  /**
   * A page of requests: a client's own (newest first); for admins every request, pending ones
   * first. One SQL statement, no entity hydration; appointment_requests_client_created and
   * appointment_requests_status_created (each ending with the id) serve the two orders and stop
   * after the page.
   */
  async list(viewer: User, limit: number, offset: number): Promise<AppointmentRequestJson[]> {
    const admin = viewer.role === 'admin';
    const rows = admin
      ? await runPrepared<AppointmentRequestRow>(this.requests, REQUESTS_PAGE.everyone, [limit, offset])
      : await runPrepared<AppointmentRequestRow>(this.requests, REQUESTS_PAGE.ofClient, [viewer.id, limit, offset]);
    return rows.map((row) => appointmentRowToJson(row, admin));
  }

  /** What list() pages through, counted: every request the viewer sees and the pending ones. */
  async counts(viewer: User): Promise<AppointmentCountsJson> {
    const [row]: Array<{ total: number; pending: number }> =
      viewer.role === 'admin'
        ? await this.requests.query(`SELECT count(*)::int AS total, count(*) FILTER (WHERE status = 'pending')::int AS pending FROM appointment_requests`)
        : await this.requests.query(
            `SELECT count(*)::int AS total, count(*) FILTER (WHERE status = 'pending')::int AS pending FROM appointment_requests WHERE client_id = $1`,
            [viewer.id],
          );
    return row;
  }

  async create(client: User, body: CreateAppointmentRequestDto): Promise<AppointmentRequestJson> {
    const saved = await this.requests.save(
      this.requests.create({
        clientId: client.id,
        requestType: body.requestType,
        phoneNumber: body.phoneNumber,
        description: body.description,
        preferredDate: body.preferredDate ?? null,
        preferredTime: body.preferredTime ?? null,
      }),
    );
    await this.notifyAdmins(
      `New ${REQUEST_LABEL[body.requestType]}`,
      `${client.firstName} ${client.lastName} asked for ${body.requestType === 'callback' ? 'a callback' : 'an appointment'}: ${truncate(body.description, 140)}`,
      saved.id,
    );
    return toAppointmentRequestJson(saved);
  }

  /**
   * Confirms or declines a pending request, once: the UPDATE only matches a pending row, so two
   * admins answering at the same moment cannot both win.
   */
  async answer(id: string, body: AnswerAppointmentRequestDto): Promise<AppointmentRequestJson> {
    const confirmed = body.status === 'confirmed';
    const result = await this.requests
      .createQueryBuilder()
      .update(AppointmentRequest)
      .set({
        status: body.status,
        scheduledDate: confirmed ? new Date(body.scheduledDate as string) : null,
        notes: body.notes ?? null,
        answeredAt: () => 'now()',
      })
      .where('id = :id AND status = :pending', { id, pending: 'pending' })
      .execute();
    const request = await this.requests.findOneBy({ id });
    if (!request) throw new NotFoundException(NOT_FOUND);
    if (!result.affected) throw new ConflictException(ALREADY_ANSWERED);

    const what = REQUEST_LABEL[request.requestType];
    const message = confirmed
      ? `Your ${what} is confirmed for ${formatInstant(request.scheduledDate as Date)}.${request.notes ? ` ${request.notes}` : ''}`
      : `Your ${what} was declined.${request.notes ? ` ${request.notes}` : ''}`;
    await this.notifications.notify(request.clientId, confirmed ? 'Appointment confirmed' : 'Appointment declined', truncate(message, 2000), ['Appointment'], undefined, {
      kind: 'appointment',
      id,
    });
    return toAppointmentRequestJson(request);
  }

  private async notifyAdmins(title: string, message: string, requestId: string): Promise<void> {
    await this.notifications.notifyRole('admin', title, message, ['Appointment'], null, { kind: 'appointment', id: requestId });
  }
}

function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** 'Jan 5, 2026, 2:30 PM' in the company's time zone (the server's TZ). */
function formatInstant(date: Date): string {
  return date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}
