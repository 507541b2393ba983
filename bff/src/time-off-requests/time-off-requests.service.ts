import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { TimeOffRequest, TimeOffStatus } from './time-off-request.entity';

export interface TimeOffRequestJson {
  id: string;
  userId: string;
  startDate: string;
  endDate: string;
  reason: string | null;
  status: TimeOffStatus;
  createdAt: Date;
  user?: { id: string; firstName: string; lastName: string };
}

function toJson(request: TimeOffRequest, withUser: boolean): TimeOffRequestJson {
  const json: TimeOffRequestJson = {
    id: request.id,
    userId: request.userId,
    startDate: request.startDate,
    endDate: request.endDate,
    reason: request.reason,
    status: request.status,
    createdAt: request.createdAt,
  };
  if (withUser && request.user) {
    json.user = { id: request.user.id, firstName: request.user.firstName, lastName: request.user.lastName };
  }
  return json;
}

@Injectable()
export class TimeOffRequestsService {
  constructor(@InjectRepository(TimeOffRequest) private readonly requests: Repository<TimeOffRequest>) {}

  async all(): Promise<TimeOffRequestJson[]> {
    const found = await this.requests.find({ relations: { user: true }, order: { createdAt: 'DESC', id: 'ASC' } });
    return found.map((request) => toJson(request, true));
  }

  async mine(userId: string): Promise<TimeOffRequestJson[]> {
    const found = await this.requests.find({ where: { userId }, order: { createdAt: 'DESC', id: 'ASC' } });
    return found.map((request) => toJson(request, false));
  }
}
