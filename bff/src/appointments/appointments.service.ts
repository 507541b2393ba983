import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { LIST_LIMIT_DEFAULT } from '../common/list-limit.dto';
import { NotificationsService } from '../notifications/notifications.service';
import { User } from '../users/user.entity';
import { AppointmentRequest } from './appointment-request.entity';
import { AppointmentRequestJson, toAppointmentRequestJson } from './appointment-request-json';
import { AnswerAppointmentRequestDto } from './dto/answer-appointment-request.dto';
import { CreateAppointmentRequestDto } from './dto/create-appointment-request.dto';

export const NOT_FOUND = 'Appointment request not found';
export const ALREADY_ANSWERED = 'This request has already been answered';

const REQUEST_LABEL = { appointment: 'appointment request', callback: 'callback request' } as const;

@Injectable()
export class AppointmentsService {
  constructor(
    @InjectRepository(AppointmentRequest) private readonly requests: Repository<AppointmentRequest>,
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly notifications: NotificationsService,
  ) {}

  /** A client's own requests (newest first); for admins every request, pending ones first. */
  async list(viewer: User, limit = LIST_LIMIT_DEFAULT): Promise<AppointmentRequestJson[]> {
    if (viewer.role === 'admin') {
      const found = await this.requests
        .createQueryBuilder('request')
        .leftJoinAndSelect('request.client', 'client')
        .orderBy('request.status', 'ASC') // the enum's order: pending, confirmed, declined
        .addOrderBy('request.createdAt', 'DESC')
        .addOrderBy('request.id', 'ASC')
        .take(limit)
        .getMany();
      return found.map((request) => toAppointmentRequestJson(request, true));
    }
    const own = await this.requests.find({ where: { clientId: viewer.id }, order: { createdAt: 'DESC', id: 'ASC' }, take: limit });
    return own.map((request) => toAppointmentRequestJson(request));
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
    await this.notifications.notify(request.clientId, confirmed ? 'Appointment confirmed' : 'Appointment declined', truncate(message, 2000), ['Appointment']);
    return toAppointmentRequestJson(request);
  }

  private async notifyAdmins(title: string, message: string): Promise<void> {
    const admins = await this.users.find({ select: { id: true }, where: { role: 'admin' } });
    await this.notifications.notifyEach(admins.map((admin) => admin.id), title, message, ['Appointment']);
  }
}

function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** 'Jan 5, 2026, 2:30 PM' in the company's time zone (the server's TZ). */
function formatInstant(date: Date): string {
  return date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}
