import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { Allow } from '../common/access.decorators';
import { CurrentUser } from '../common/current-user.decorator';
import { UuidParamPipe } from '../common/pipes';
import { User } from '../users/user.entity';
import { ComparePricesDto } from './dto/compare-prices.dto';
import { ConfirmPaymentDto } from './dto/confirm-payment.dto';
import { CreateSupplyOrderDto } from './dto/create-supply-order.dto';
import { SupplyOrderListDto } from './dto/supply-order-list.dto';
import { UpdateSupplyOrderStatusDto } from './dto/update-supply-order-status.dto';
import { PriceComparison } from './price-comparison';
import { OrderPaymentIntent, SupplyOrderPaymentsService } from './supply-order-payments.service';
import { SupplyOrderJson } from './supply-orders.repository';
import { SupplyOrderStats, SupplyOrdersService } from './supply-orders.service';
import { Answers, AnswersList } from '../openapi/answers.decorator';

/** Supply orders are the company's purchasing: admins only. */
@Allow('admin')
@Controller('supply-orders')
export class SupplyOrdersController {
  constructor(
    private readonly supplyOrders: SupplyOrdersService,
    private readonly orderPayments: SupplyOrderPaymentsService,
  ) {}

  @AnswersList('SupplyOrderJson')
  @Get()
  recent(@Query() query: SupplyOrderListDto): Promise<SupplyOrderJson[]> {
    return this.supplyOrders.recent(query.limit);
  }

  @Answers('SupplyOrderStats')
  @Get('stats')
  stats(): Promise<SupplyOrderStats> {
    return this.supplyOrders.stats();
  }

  @Answers('PriceComparison')
  @Post('compare')
  @HttpCode(200)
  compare(@Body() dto: ComparePricesDto): Promise<PriceComparison> {
    return this.supplyOrders.compare(dto.items);
  }

  @Answers('SupplyOrderJson')
  @Post()
  create(@Body() dto: CreateSupplyOrderDto, @CurrentUser() user: User): Promise<SupplyOrderJson> {
    return this.supplyOrders.create(dto, user);
  }

  @Answers('SupplyOrderJson')
  @Get(':id')
  get(@Param('id', UuidParamPipe) id: string): Promise<SupplyOrderJson> {
    return this.supplyOrders.get(id);
  }

  @Answers('SupplyOrderJson')
  @Patch(':id')
  updateStatus(@Param('id', UuidParamPipe) id: string, @Body() dto: UpdateSupplyOrderStatusDto): Promise<SupplyOrderJson> {
    return this.supplyOrders.updateStatus(id, dto.status);
  }

  @Answers('OrderPaymentIntent')
  @Post(':id/payment-intent')
  @HttpCode(200)
  paymentIntent(@Param('id', UuidParamPipe) id: string): Promise<OrderPaymentIntent> {
    return this.orderPayments.startPayment(id);
  }

  @Answers('SupplyOrderJson')
  @Post(':id/confirm-payment')
  @HttpCode(200)
  confirmPayment(@Param('id', UuidParamPipe) id: string, @Body() dto: ConfirmPaymentDto): Promise<SupplyOrderJson> {
    return this.orderPayments.confirmPayment(id, dto.paymentIntentId);
  }
}
