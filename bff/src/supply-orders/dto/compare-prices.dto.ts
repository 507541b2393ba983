import { OrderItems } from './order-items';

/** POST /api/supply-orders/compare */
export class ComparePricesDto {
  @OrderItems()
  items: string[];
}
