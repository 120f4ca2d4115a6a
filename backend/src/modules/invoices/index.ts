/** The invoices module's public surface: GST invoices and credit notes, their CSV and the business numbers. */
export { InvoicesModule } from './invoices.module.js';
export {
  GstDocumentsService,
  type DocumentNumbers,
  type InvoiceInput,
} from './gst-documents.service.js';
export { sendGstCsv } from './gst-csv.js';
export { computeBusinessMetrics, type MetricsInput } from './metrics.js';
import { DocumentSequence } from './entities/document-sequence.entity.js';
import { GstDocument } from './entities/gst-document.entity.js';

export const INVOICES_ENTITIES = [DocumentSequence, GstDocument];

import { defineFeature } from '../../common/feature.js';
import { SELLER_CONFIG, loadSellerConfig } from './config.js';
import { InvoicesModule } from './invoices.module.js';

/** What the app collects from this module (app.features.ts, ADR 0018). */
export const INVOICES_FEATURE = defineFeature({
  name: 'invoices',
  module: InvoicesModule,
  entities: INVOICES_ENTITIES,
  config: {
    key: 'seller',
    token: SELLER_CONFIG,
    load: (env, { mode }) => loadSellerConfig(env, mode),
  },
});
