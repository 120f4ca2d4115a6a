import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/**
 * A student's last answers to the health questionnaire (issue 37), sensitive health data: the answers,
 * her own words, the "yes" and her confirmation of the advice are one JSON document encrypted with
 * AES-256-GCM (health-crypto.ts); only when she answered is kept in the clear (to ask again after 12
 * months). Erased with the account.
 */
@Entity('health_questionnaire_answers')
export class HealthQuestionnaireAnswer {
  @PrimaryColumn({ name: 'user_id', type: 'int' })
  userId: number;

  /** The id of the key the payload is encrypted with (HEALTH_DATA_KEY's, or an older one until rotated). */
  @Column({ name: 'key_id', type: 'varchar', length: 16 })
  keyId: string;

  /** base64 of IV (12 bytes) ‖ auth tag (16 bytes) ‖ ciphertext; the user id is the associated data. */
  @Column({ type: 'text' })
  payload: string;

  @Column({ name: 'answered_at', type: 'datetime', precision: 3 })
  answeredAt: Date;

  @UpdateDateColumn({ name: 'updated_at' })
  updatedAt: Date;
}
