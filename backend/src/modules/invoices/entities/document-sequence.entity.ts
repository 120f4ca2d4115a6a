import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * One counter per document series and Indian financial year: `next_value` is the number the next
 * document gets. Rows appear on the first document of a year; the counter only moves inside the
 * transaction that issues the document, so a rolled-back payment leaves no gap.
 */
@Entity('document_sequences')
export class DocumentSequence {
  /** `invoice` or `credit_note`. */
  @PrimaryColumn({ type: 'varchar', length: 16 })
  series: string;

  /** Financial year as `istFinancialYear` writes it: "2627" for April 2026 to March 2027. */
  @PrimaryColumn({ type: 'varchar', length: 4 })
  fy: string;

  @Column({ name: 'next_value', type: 'int' })
  nextValue: number;
}
