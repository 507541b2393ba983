import { BadRequestException, Controller, Get, HttpCode, Param, ParseEnumPipe, Post } from '@nestjs/common';
import { Allow } from '../common/access.decorators';
import { LockState, PinRole } from './self-registration.repository';
import { SelfRegistrationService } from './self-registration.service';
import { Answers } from '../openapi/answers.decorator';
import { msg } from '../i18n/message';

/** Only admin and foreman sign up with a PIN. */
const PIN_ROLE = new ParseEnumPipe(
  { admin: 'admin', foreman: 'foreman' },
  { exceptionFactory: () => new BadRequestException(msg('errors.selfRegistration.role')) },
);

/** Whether PIN sign-up is locked for each role, and the admin's Reopen. */
@Controller('users/self-registration')
@Allow('admin')
export class SelfRegistrationController {
  constructor(private readonly selfRegistration: SelfRegistrationService) {}

  @Answers('SelfRegistrationStatesJson')
  @Get()
  states(): Promise<Record<PinRole, LockState>> {
    return this.selfRegistration.states();
  }

  @Answers('SelfRegistrationStatesJson')
  @Post(':role/reopen')
  @HttpCode(200)
  reopen(@Param('role', PIN_ROLE) role: PinRole): Promise<Record<PinRole, LockState>> {
    return this.selfRegistration.reopen(role);
  }
}
