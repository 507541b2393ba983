import type { OrderLineRequest } from '../price-comparison';
import { OrderItems } from './order-items';

/** POST /api/supply-orders/compare */
export class ComparePricesDto {
  @OrderItems()
  items: Array<string | OrderLineRequest>;
}
