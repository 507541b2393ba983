import { Controller, Get } from '@nestjs/common';
import { Allow } from '../common/access.decorators';
import { CurrentUser } from '../common/current-user.decorator';
import { User } from '../users/user.entity';
import { TimeOffRequestJson, TimeOffRequestsService } from './time-off-requests.service';

@Controller('time-off-requests')
export class TimeOffRequestsController {
  constructor(private readonly requests: TimeOffRequestsService) {}

  @Allow('admin')
  @Get()
  all(): Promise<TimeOffRequestJson[]> {
    return this.requests.all();
  }

  @Allow('admin', 'foreman', 'worker')
  @Get('my')
  mine(@CurrentUser() user: User): Promise<TimeOffRequestJson[]> {
    return this.requests.mine(user.id);
  }
}
