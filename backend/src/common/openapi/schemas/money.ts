import { ApiSchema } from '@nestjs/swagger';
import type { CreditBalances } from '@yoga/contracts';
import { Int } from '../properties.js';

/** An amount per currency in minor units (paise, cents): also AmountByCurrency. */
@ApiSchema({ name: 'CreditBalances' })
export class CreditBalancesSchema implements CreditBalances {
  @Int({ description: 'Paise' })
  INR: number;

  @Int({ description: 'Cents' })
  USD: number;
}

/** AmountByCurrency: INR and USD always, an added currency (issue 37) when any amount is in it. */
@ApiSchema({
  name: 'AmountByCurrency',
  description:
    'An amount per currency, in the smallest unit (paise, cents): INR and USD always, an added ' +
    'currency (issue 37) when any.',
})
export class AmountByCurrencySchema extends CreditBalancesSchema {
  @Int({ optional: true, description: 'Pence' })
  GBP?: number;

  @Int({ optional: true, description: 'Fils' })
  AED?: number;

  @Int({ optional: true, description: 'Cents' })
  CAD?: number;

  @Int({ optional: true, description: 'Cents' })
  AUD?: number;

  @Int({ optional: true, description: 'Cents' })
  SGD?: number;
}
