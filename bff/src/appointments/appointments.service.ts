import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { NotificationsService } from '../notifications/notifications.service';
import { User } from '../users/user.entity';
import { AppointmentCountsJson, AppointmentRequestJson, AppointmentsRepository } from './appointments.repository';
import { AnswerAppointmentRequestDto } from './dto/answer-appointment-request.dto';
import { CreateAppointmentRequestDto } from './dto/create-appointment-request.dto';
import { msg, ref } from '../i18n/message';

export const NOT_FOUND = msg('errors.appointments.notFound');
export const ALREADY_ANSWERED = msg('errors.appointments.alreadyAnswered');

@Injectable()
export class AppointmentsService {
  constructor(
    private readonly requests: AppointmentsRepository,
    private readonly notifications: NotificationsService,
  ) {}

  /** A page of requests: a client's own (newest first); for admins every request, pending ones first, with who asked. */
  list(viewer: User, limit: number, offset: number): Promise<AppointmentRequestJson[]> {
    return this.requests.page(viewer.role === 'admin' ? null : viewer.id, limit, offset);
  }

  /** What list() pages through, counted: every request the viewer sees and the pending ones. */
  counts(viewer: User): Promise<AppointmentCountsJson> {
    return this.requests.counts(viewer.role === 'admin' ? null : viewer.id);
  }

  async create(client: User, body: CreateAppointmentRequestDto): Promise<AppointmentRequestJson> {
    const saved = await this.requests.insert({
      clientId: client.id,
      requestType: body.requestType,
      phoneNumber: body.phoneNumber,
      description: body.description,
      preferredDate: body.preferredDate ?? null,
      preferredTime: body.preferredTime ?? null,
    });
    await this.notifyAdmins(
      msg(`notifications.appointments.requested.${body.requestType}Title`),
      msg(`notifications.appointments.requested.${body.requestType}Message`, {
        name: `${client.firstName} ${client.lastName}`,
        description: truncate(body.description, 140),
      }),
      saved.id,
    );
    return saved;
  }

  /**
   * Confirms or declines a pending request, once: the UPDATE only matches a pending row, so two
   * admins answering at the same moment cannot both win.
   */
  async answer(id: string, body: AnswerAppointmentRequestDto): Promise<AppointmentRequestJson> {
    const confirmed = body.status === 'confirmed';
    const answered = await this.requests.answerPending(id, {
      status: body.status,
      scheduledDate: confirmed ? new Date(body.scheduledDate as string) : null,
      notes: body.notes ?? null,
    });
    const request = await this.requests.findById(id);
    if (!request) throw new NotFoundException(NOT_FOUND);
    if (!answered) throw new ConflictException(ALREADY_ANSWERED);

    const what = ref(`terms.requestType.${request.requestType}`);
    const notes = request.notes ? ` ${request.notes}` : '';
    const message = confirmed
      ? msg('notifications.appointments.confirmed.message', { what, when: { $instant: (request.scheduledDate as Date).toISOString() }, notes })
      : msg('notifications.appointments.declined.message', { what, notes });
    await this.notifications.notify(
      request.clientId,
      confirmed ? msg('notifications.appointments.confirmed.title') : msg('notifications.appointments.declined.title'),
      message,
      ['Appointment'],
      undefined,
      {
        kind: 'appointment',
        id,
      },
    );
    return request;
  }

  private async notifyAdmins(title: string, message: string, requestId: string): Promise<void> {
    await this.notifications.notifyRole('admin', title, message, ['Appointment'], null, { kind: 'appointment', id: requestId });
  }
}

function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
