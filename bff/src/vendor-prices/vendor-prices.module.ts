// Entity and migration only for now (used by the demo seed); endpoints come with their issue.
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { VendorPrice } from './vendor-price.entity';

@Module({ imports: [TypeOrmModule.forFeature([VendorPrice])], exports: [TypeOrmModule] })
export class VendorPricesModule {}
