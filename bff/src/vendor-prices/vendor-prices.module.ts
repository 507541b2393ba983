import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { VendorPrice } from './vendor-price.entity';
import { VendorPricesController } from './vendor-prices.controller';
import { VendorPricesRepository } from './vendor-prices.repository';
import { VendorPricesService } from './vendor-prices.service';

@Module({
  imports: [TypeOrmModule.forFeature([VendorPrice])],
  controllers: [VendorPricesController],
  providers: [VendorPricesRepository, VendorPricesService],
  exports: [VendorPricesService],
})
export class VendorPricesModule {}
