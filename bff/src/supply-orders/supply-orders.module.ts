import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NotificationsModule } from '../notifications/notifications.module';
import { PaymentsModule } from '../payments/payments.module';
import { UsersModule } from '../users/users.module';
import { VendorPricesModule } from '../vendor-prices/vendor-prices.module';
import { AutomaticReorderItem } from './automatic-reorder-item.entity';
import { AutomaticReorderService } from './automatic-reorder.service';
import { SupplyOrder } from './supply-order.entity';
import { SupplyOrderLine } from './supply-order-line.entity';
import { SupplyOrderPaymentsService } from './supply-order-payments.service';
import { SupplyOrdersController } from './supply-orders.controller';
import { SupplyOrdersRepository } from './supply-orders.repository';
import { SupplyOrdersService } from './supply-orders.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([SupplyOrder, SupplyOrderLine, AutomaticReorderItem]),
    VendorPricesModule,
    PaymentsModule,
    NotificationsModule,
    UsersModule,
  ],
  controllers: [SupplyOrdersController],
  providers: [SupplyOrdersRepository, SupplyOrdersService, SupplyOrderPaymentsService, AutomaticReorderService],
  exports: [AutomaticReorderService],
})
export class SupplyOrdersModule {}
