import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { Allow } from '../common/access.decorators';
import { CurrentUser } from '../common/current-user.decorator';
import { ListLimitDto } from '../common/list-limit.dto';
import { UuidParamPipe } from '../common/pipes';
import { User } from '../users/user.entity';
import { ConfirmPaymentDto } from './dto/confirm-payment.dto';
import { CreateInvoiceDto } from './dto/create-invoice.dto';
import { UpdateInvoiceDto } from './dto/update-invoice.dto';
import { InvoiceJson } from './invoices.repository';
import { InvoicesService, InvoiceSummary } from './invoices.service';
import { Answers, AnswersList } from '../openapi/answers.decorator';

@Controller('invoices')
export class InvoicesController {
  constructor(private readonly invoices: InvoicesService) {}

  /** Admins: every invoice; clients: their own. */
  @AnswersList('InvoiceJson')
  @Allow('admin', 'client')
  @Get()
  list(@CurrentUser() user: User, @Query() query: ListLimitDto): Promise<InvoiceJson[]> {
    return this.invoices.list(user, query.limit);
  }

  @Answers('InvoiceSummary')
  @Allow('admin', 'client')
  @Get('summary')
  summary(@CurrentUser() user: User): Promise<InvoiceSummary> {
    return this.invoices.summary(user);
  }

  @Answers('InvoiceJson')
  @Allow('admin')
  @Post()
  create(@Body() body: CreateInvoiceDto): Promise<InvoiceJson> {
    return this.invoices.create(body);
  }

  @Answers('InvoiceJson')
  @Allow('admin')
  @Patch(':id')
  update(@Param('id', UuidParamPipe) id: string, @Body() body: UpdateInvoiceDto): Promise<InvoiceJson> {
    return this.invoices.update(id, body);
  }

  @Answers('InvoicePaymentIntentJson')
  @Allow('client')
  @Post(':id/payment-intent')
  @HttpCode(200)
  paymentIntent(@CurrentUser() user: User, @Param('id', UuidParamPipe) id: string): Promise<{ clientSecret: string; paymentIntentId: string; amount: string }> {
    return this.invoices.createPaymentIntent(user, id);
  }

  @Answers('InvoiceJson')
  @Allow('client')
  @Post(':id/confirm-payment')
  @HttpCode(200)
  confirmPayment(@CurrentUser() user: User, @Param('id', UuidParamPipe) id: string, @Body() body: ConfirmPaymentDto): Promise<InvoiceJson> {
    return this.invoices.confirmPayment(user, id, body.paymentIntentId);
  }
}
