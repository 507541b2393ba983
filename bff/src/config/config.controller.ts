import { Controller, Get, Inject } from '@nestjs/common';
import { Public } from '../common/access.decorators';
import { APP_CONFIG, AppConfig } from './app-config';
import { Answers } from '../openapi/answers.decorator';

@Controller('config')
export class ConfigController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Answers('AppConfigJson')
  @Public()
  @Get()
  get(): { companyName: string; stripePublishableKey: string | null } {
    return { companyName: this.config.companyName, stripePublishableKey: this.config.stripe?.publishableKey ?? null };
  }
}
