import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { Allow } from '../common/access.decorators';
import { CurrentUser } from '../common/current-user.decorator';
import { User } from '../users/user.entity';
import { AvailabilityJson } from './availability.repository';
import { AvailabilityService } from './availability.service';
import { SaveAvailabilityDto } from './dto/save-availability.dto';

/** A worker's (or foreman's) own weekly availability: nobody reads or writes another's here. */
@Controller('availability')
export class AvailabilityController {
  constructor(private readonly availability: AvailabilityService) {}

  @Allow('foreman', 'worker')
  @Get()
  mine(@CurrentUser() user: User): Promise<AvailabilityJson[]> {
    return this.availability.week(user.id);
  }

  @Allow('foreman', 'worker')
  @Post()
  @HttpCode(200)
  save(@CurrentUser() user: User, @Body() body: SaveAvailabilityDto): Promise<AvailabilityJson> {
    return this.availability.save(user.id, body);
  }
}
