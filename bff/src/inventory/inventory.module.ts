import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NotificationsModule } from '../notifications/notifications.module';
import { SupplyOrdersModule } from '../supply-orders/supply-orders.module';
import { UsersModule } from '../users/users.module';
import { DailyInventoryCheck } from './daily-inventory-check.entity';
import { InventoryController } from './inventory.controller';
import { InventoryRepository } from './inventory.repository';
import { InventoryService } from './inventory.service';

@Module({
  imports: [TypeOrmModule.forFeature([DailyInventoryCheck]), UsersModule, NotificationsModule, SupplyOrdersModule],
  controllers: [InventoryController],
  providers: [InventoryRepository, InventoryService],
  exports: [InventoryService],
})
export class InventoryModule {}
