// POST /api/payments/webhook: Stripe's signed events. The body parsers (common/body-parsers.ts)
// hand this route the raw bytes, whatever their type: the signature is computed over them.
import { BadRequestException, Controller, Headers, HttpCode, HttpException, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { Public } from '../common/access.decorators';
import { PaymentWebhookHandlers, WebhookOutcome } from './payment-webhook-handlers';
import { PaymentsService } from './payments.service';
import { Answers } from '../openapi/answers.decorator';
import { msg } from '../i18n/message';

export const WEBHOOK_PATH = '/api/payments/webhook';
export const INVALID_SIGNATURE = msg('errors.payments.invalidSignature');

@Controller('payments')
export class PaymentWebhookController {
  constructor(
    private readonly payments: PaymentsService,
    private readonly handlers: PaymentWebhookHandlers,
  ) {}

  /** Public (Stripe has no session): the signature, checked with STRIPE_WEBHOOK_SECRET, is the authentication. */
  @Answers('WebhookReceiptJson')
  @Public()
  @Post('webhook')
  @HttpCode(200)
  async webhook(@Req() request: FastifyRequest, @Headers('stripe-signature') signature?: string): Promise<{ received: true; outcome: WebhookOutcome }> {
    const rawBody: unknown = request.body;
    if (!signature) throw new BadRequestException(INVALID_SIGNATURE);
    if (!Buffer.isBuffer(rawBody) || rawBody.length === 0) throw new BadRequestException(msg('errors.payments.webhookNeedsBody'));
    let event;
    try {
      event = this.payments.verifyWebhook(rawBody, signature);
    } catch (error) {
      if (error instanceof HttpException) throw error;
      throw new BadRequestException(INVALID_SIGNATURE);
    }
    return { received: true, outcome: await this.handlers.dispatch(event) };
  }
}
