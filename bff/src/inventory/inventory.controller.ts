import { Body, Controller, Get, Post } from '@nestjs/common';
import { Allow } from '../common/access.decorators';
import { CurrentUser } from '../common/current-user.decorator';
import { User } from '../users/user.entity';
import { SubmitInventoryCheckDto } from './dto/submit-inventory-check.dto';
import { InventoryCheckJson, InventoryService, InventoryTodayJson } from './inventory.service';

@Controller('inventory')
export class InventoryController {
  constructor(private readonly inventory: InventoryService) {}

  @Allow('foreman', 'worker')
  @Get('today')
  today(@CurrentUser() user: User): Promise<InventoryTodayJson> {
    return this.inventory.today(user.id);
  }

  @Allow('foreman', 'worker')
  @Post()
  submit(@CurrentUser() user: User, @Body() body: SubmitInventoryCheckDto): Promise<InventoryCheckJson> {
    return this.inventory.submit(user, body);
  }
}
