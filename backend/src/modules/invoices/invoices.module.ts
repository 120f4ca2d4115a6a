import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DocumentSequenceService } from './document-sequence.service.js';
import { DocumentSequence } from './entities/document-sequence.entity.js';
import { GstDocument } from './entities/gst-document.entity.js';
import { GstDocumentsService } from './gst-documents.service.js';
import { InvoicesPersonalData } from './invoices.personal-data.js';

/**
 * GST documents: numbering (`DocumentSequenceService`), the issued invoices and credit notes
 * (`GstDocumentsService`, snapshots in `gst_documents`), their PDF (`renderGstDocumentPdf`), the seller
 * settings (`loadSellerConfig`, read by the config loader), the GST export CSV and the business numbers.
 * No routes of its own: the payments and admin modules serve them.
 */
@Module({
  imports: [TypeOrmModule.forFeature([DocumentSequence, GstDocument])],
  providers: [DocumentSequenceService, GstDocumentsService, InvoicesPersonalData],
  exports: [DocumentSequenceService, GstDocumentsService],
})
export class InvoicesModule {}
