import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import type {
  BusinessDetails,
  BusinessDetailsPatch,
  BusinessRules,
  BusinessRulesPatch,
} from '@yoga/contracts';

// The PATCH bodies: every field optional, left-out fields stay. The fields are checked by
// settings-validation.ts (one stable `settings_*_invalid` code per reason), not here.

@ApiSchema({ name: 'BusinessAddressPatch' })
export class BusinessAddressPatchDto implements Partial<BusinessDetails['address']> {
  @ApiPropertyOptional() line1?: string;
  @ApiPropertyOptional() line2?: string;
  @ApiPropertyOptional() city?: string;
  @ApiPropertyOptional({ description: 'An Indian state or union territory, by name' })
  state?: string;
  @ApiPropertyOptional() postal_code?: string;
  @ApiPropertyOptional() country?: string;
}

@ApiSchema({ name: 'GrievanceOfficerPatch' })
export class GrievancePatchDto implements Partial<BusinessDetails['grievance']> {
  @ApiPropertyOptional() name?: string;
  @ApiPropertyOptional() email?: string;
  @ApiPropertyOptional() phone?: string;
}

@ApiSchema({ name: 'SocialLinkInput' })
export class SocialLinkDto {
  @ApiProperty() name: string;
  @ApiProperty({ description: 'https:// link' }) url: string;
}

/** PATCH /api/admin/site-settings. */
@ApiSchema({
  name: 'BusinessDetailsPatch',
  description:
    '`PATCH /api/admin/site-settings` (admin): the shape `GET /api/site-settings` gives, every field ' +
    'optional; a field left out stays as it is (within `address` and `grievance` too). `social` ' +
    "replaces the whole list. `sample` is the server's (it turns false once no placeholder value is " +
    'left).',
})
export class BusinessDetailsPatchDto implements BusinessDetailsPatch {
  @ApiPropertyOptional() @Allow() brand_name?: string;
  @ApiPropertyOptional() @Allow() legal_name?: string;
  @ApiPropertyOptional({ type: () => BusinessAddressPatchDto })
  @Allow()
  address?: BusinessAddressPatchDto;
  @ApiPropertyOptional({ description: 'Display form, e.g. "+91 98100 00000"' })
  @Allow()
  phone?: string;
  @ApiPropertyOptional({ description: 'Digits with country code (empty: none)' })
  @Allow()
  whatsapp?: string;
  @ApiPropertyOptional() @Allow() email?: string;
  @ApiPropertyOptional({ type: () => SocialLinkDto, isArray: true })
  @Allow()
  social?: SocialLinkDto[];
  @ApiPropertyOptional({ type: () => GrievancePatchDto })
  @Allow()
  grievance?: GrievancePatchDto;
}

@ApiSchema({ name: 'ReferralRewardPatch' })
export class ReferralRewardPatchDto implements Partial<BusinessRules['referral_reward']> {
  @ApiPropertyOptional({ type: 'integer' }) INR?: number;
  @ApiPropertyOptional({ type: 'integer' }) USD?: number;
}

@ApiSchema({ name: 'JoinWindowPatch' })
export class JoinWindowPatchDto implements Partial<BusinessRules['join_window']> {
  @ApiPropertyOptional({ type: 'integer' }) before_minutes?: number;
  @ApiPropertyOptional({ type: 'integer' }) after_minutes?: number;
}

@ApiSchema({ name: 'GstIdentityPatch' })
export class GstIdentityPatchDto implements Partial<BusinessRules['gst']> {
  @ApiPropertyOptional() legal_name?: string;
  @ApiPropertyOptional() address?: string;
  @ApiPropertyOptional() gstin?: string;
  @ApiPropertyOptional() state_code?: string;
  @ApiPropertyOptional() lut_no?: string;
}

/** PATCH /api/admin/business-rules. */
@ApiSchema({
  name: 'BusinessRulesPatch',
  description:
    '`PATCH /api/admin/business-rules`: any field of BusinessRules; left-out fields stay as they are.',
})
export class BusinessRulesPatchDto implements BusinessRulesPatch {
  @ApiPropertyOptional({ type: 'integer' }) @Allow() trial_days?: number;
  @ApiPropertyOptional({ type: () => ReferralRewardPatchDto })
  @Allow()
  referral_reward?: ReferralRewardPatchDto;
  @ApiPropertyOptional({ type: () => JoinWindowPatchDto })
  @Allow()
  join_window?: JoinWindowPatchDto;
  @ApiPropertyOptional({ type: 'integer' }) @Allow() cancel_cutoff_minutes?: number;
  @ApiPropertyOptional({ type: () => GstIdentityPatchDto })
  @Allow()
  gst?: GstIdentityPatchDto;
}
