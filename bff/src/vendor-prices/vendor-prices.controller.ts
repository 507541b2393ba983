import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { Allow } from '../common/access.decorators';
import { SaveVendorPriceDto } from './dto/save-vendor-price.dto';
import { VendorPriceListDto } from './dto/vendor-price-list.dto';
import { VendorPriceJson } from './vendor-prices.repository';
import { VendorPricesService } from './vendor-prices.service';
import { Answers, AnswersList } from '../openapi/answers.decorator';

@Controller('vendor-prices')
export class VendorPricesController {
  constructor(private readonly vendorPrices: VendorPricesService) {}

  @AnswersList('VendorPriceJson')
  @Allow('admin')
  @Get()
  list(@Query() query: VendorPriceListDto): Promise<VendorPriceJson[]> {
    return this.vendorPrices.list(query.limit);
  }

  @Answers('VendorPriceJson')
  @Allow('admin')
  @Post()
  save(@Body() dto: SaveVendorPriceDto): Promise<VendorPriceJson> {
    return this.vendorPrices.save(dto);
  }
}
