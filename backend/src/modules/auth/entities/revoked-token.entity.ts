import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** Deny-list of logged-out token ids; rows can be purged once the token would have expired anyway. */
@Entity('revoked_tokens')
export class RevokedToken {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  jti: string;

  @Index('IDX_revoked_tokens_expires_at')
  @Column({ name: 'expires_at', type: 'datetime' })
  expiresAt: Date;
}
