import { Body, Controller, Get, Param, Patch, Post } from '@nestjs/common';
import { Allow } from '../common/access.decorators';
import { CurrentUser } from '../common/current-user.decorator';
import { UuidParamPipe } from '../common/pipes';
import { User } from '../users/user.entity';
import { BreakJson } from './breaks.repository';
import { BreaksService } from './breaks.service';
import { EndBreakDto, StartBreakDto } from './dto/start-break.dto';
import { Answers, AnswersList } from '../openapi/answers.decorator';

@Controller('breaks')
export class BreaksController {
  constructor(private readonly breaks: BreaksService) {}

  @AnswersList('BreakJson')
  @Allow('foreman', 'worker')
  @Get('today')
  today(@CurrentUser() user: User): Promise<BreakJson[]> {
    return this.breaks.today(user.id);
  }

  @Answers('BreakJson')
  @Allow('foreman', 'worker')
  @Post()
  start(@CurrentUser() user: User, @Body() body: StartBreakDto): Promise<BreakJson> {
    return this.breaks.start(user.id, body.breakType, body.occurredAt);
  }

  @Answers('BreakJson')
  @Allow('foreman', 'worker')
  @Patch(':id/end')
  end(@CurrentUser() user: User, @Param('id', UuidParamPipe) id: string, @Body() body: EndBreakDto): Promise<BreakJson> {
    return this.breaks.end(user.id, id, body.occurredAt);
  }
}
