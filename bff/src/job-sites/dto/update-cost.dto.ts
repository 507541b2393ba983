import { ValidateBy } from 'class-validator';

/** A non-negative amount with at most 2 decimals, as a decimal string (never a float). */
const AMOUNT = /^\d{1,10}(\.\d{1,2})?$/;

/** One validator, so each failure gets its own message whatever the decorator order. */
function MoneyAmount(label: string): PropertyDecorator {
  return ValidateBy(
    { name: 'moneyAmount', validator: { validate: (value) => typeof value === 'string' && AMOUNT.test(value) } },
    {
      message: ({ value }) => {
        if (value === undefined || value === null || value === '') return `${label} is required`;
        if (typeof value !== 'string') return `${label} must be an amount written as text, like 1000.00`;
        return `${label} must be an amount of at least 0 with at most 2 decimals`;
      },
    },
  );
}

export class UpdateCostDto {
  @MoneyAmount('Total cost')
  totalCost: string;

  @MoneyAmount('Paid amount')
  paidAmount: string;
}
