import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DocumentSequenceService } from './document-sequence.service.js';
import { DocumentSequence } from './entities/document-sequence.entity.js';

/**
 * GST documents: numbering (`DocumentSequenceService`), the invoice and credit note PDF
 * (`renderGstDocumentPdf`), the seller settings (`loadSellerConfig`), the GST export CSV and the business
 * numbers. No routes of its own: the payments and admin modules serve them.
 */
@Module({
  imports: [TypeOrmModule.forFeature([DocumentSequence])],
  providers: [DocumentSequenceService],
  exports: [DocumentSequenceService],
})
export class InvoicesModule {}
