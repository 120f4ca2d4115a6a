import { ApiSchema } from '@nestjs/swagger';
import {
  RECONCILIATION_ACTIONS,
  RECONCILIATION_KINDS,
  type ReconciliationAction,
  type ReconciliationItem,
  type ReconciliationKind,
  type ReconciliationRunResponse,
} from '@yoga/contracts';
import { Int, ListOf, Nested, OneOf, Text } from '../../common/openapi/properties.js';

/** One difference the reconciliation with the gateway found and fixed (issue 35). */
@ApiSchema({
  name: 'ReconciliationItem',
  description:
    'One row of GET /api/admin/reconciliation (admin), newest first: a difference the reconciliation ' +
    "with the gateway found and fixed (issue 35), each once, by its kind and the gateway's id.",
})
export class ReconciliationItemSchema implements ReconciliationItem {
  @Int()
  id: number;

  @OneOf(RECONCILIATION_KINDS, {
    description:
      'payment_unknown: a captured payment of one of our orders never recorded here (settled, or ' +
      'refunded when its checkout was superseded or its holds lost); debit_unknown: a ' +
      "subscription's debit never recorded here (settled, or refunded after a stop); " +
      'payment_foreign: a captured payment of no order or subscription of ours (listed, left ' +
      'alone); subscription_unknown / subscription_live_there: live at the gateway but unknown or ' +
      'stopped here (cancelled there at once); refund_unknown: a refund made at the gateway (its ' +
      'dashboard) and not recorded here (recorded)',
  })
  kind: ReconciliationKind;

  @Text({ description: "The gateway's id of the payment, subscription or refund" })
  gateway_id: string;

  @Int({ nullable: true })
  payment_id: number | null;

  @Int({ nullable: true })
  recurring_id: number | null;

  @Int({ nullable: true })
  user_id: number | null;

  @Int({ nullable: true, description: 'Minor units, when the gateway said' })
  amount: number | null;

  @Text({ nullable: true })
  currency: string | null;

  @OneOf(RECONCILIATION_ACTIONS)
  action: ReconciliationAction;

  @Text({ nullable: true })
  detail: string | null;

  @Text({ description: 'ISO instant' })
  created_at: string;
}

@ApiSchema({
  name: 'ReconciliationChecked',
  description: 'How many payments, subscriptions and refunds of the gateway were compared.',
})
export class ReconciliationCheckedSchema {
  @Int()
  payments: number;

  @Int()
  subscriptions: number;

  @Int()
  refunds: number;
}

@ApiSchema({
  name: 'ReconciliationRunResponse',
  description:
    '200 of POST /api/admin/reconciliation/run: what the gateway holds of the last days, compared now.',
})
export class ReconciliationRunResponseSchema implements ReconciliationRunResponse {
  @Nested(() => ReconciliationCheckedSchema)
  checked: ReconciliationCheckedSchema;

  @ListOf(() => ReconciliationItemSchema, {
    description: 'The differences found and fixed by this run (each only once: see GET)',
  })
  items: ReconciliationItemSchema[];
}
