import { Controller, Get, Inject } from '@nestjs/common';
import { Public } from '../common/access.decorators';
import { APP_CONFIG, AppConfig } from './app-config';

@Controller('config')
export class ConfigController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Public()
  @Get()
  get(): { companyName: string; stripePublishableKey: string | null } {
    return { companyName: this.config.companyName, stripePublishableKey: this.config.stripe?.publishableKey ?? null };
  }
}
