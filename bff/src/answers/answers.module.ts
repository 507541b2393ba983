import { Global, Module } from '@nestjs/common';
import { AnswersService } from './answers.service';

/** The answer cache (see answers.service.ts), one per instance, for every controller. */
@Global()
@Module({ providers: [AnswersService], exports: [AnswersService] })
export class AnswersModule {}
