import { Body, Controller, Get, Post } from '@nestjs/common';
import { Allow } from '../common/access.decorators';
import { CurrentUser } from '../common/current-user.decorator';
import { User } from '../users/user.entity';
import { SubmitInventoryCheckDto } from './dto/submit-inventory-check.dto';
import { InventoryCheckJson, InventoryService, InventoryTodayJson } from './inventory.service';
import { Answers } from '../openapi/answers.decorator';

@Controller('inventory')
export class InventoryController {
  constructor(private readonly inventory: InventoryService) {}

  @Answers('InventoryTodayJson')
  @Allow('foreman', 'worker')
  @Get('today')
  today(@CurrentUser() user: User): Promise<InventoryTodayJson> {
    return this.inventory.today(user.id);
  }

  @Answers('InventoryCheckJson')
  @Allow('foreman', 'worker')
  @Post()
  submit(@CurrentUser() user: User, @Body() body: SubmitInventoryCheckDto): Promise<InventoryCheckJson> {
    return this.inventory.submit(user, body);
  }
}
