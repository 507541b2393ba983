import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { VendorPrice } from './vendor-price.entity';
import { VendorPricesController } from './vendor-prices.controller';
import { VendorPricesService } from './vendor-prices.service';

@Module({
  imports: [TypeOrmModule.forFeature([VendorPrice])],
  controllers: [VendorPricesController],
  providers: [VendorPricesService],
  exports: [TypeOrmModule, VendorPricesService],
})
export class VendorPricesModule {}
