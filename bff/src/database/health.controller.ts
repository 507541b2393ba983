import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Public } from '../common/access.decorators';
import { HealthRepository } from './health.repository';
import { Answers } from '../openapi/answers.decorator';

@Controller('health')
export class HealthController {
  constructor(private readonly database: HealthRepository) {}

  @Answers('HealthJson')
  @Public()
  @Get()
  async health(@Res({ passthrough: true }) response: FastifyReply): Promise<{ status: 'ok' | 'error'; database: 'up' | 'down' }> {
    if (await this.database.databaseUp()) return { status: 'ok', database: 'up' };
    void response.status(HttpStatus.SERVICE_UNAVAILABLE);
    return { status: 'error', database: 'down' };
  }
}
