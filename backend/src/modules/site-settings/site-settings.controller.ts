import { Body, Controller, Get, Header, Patch } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Role, type BusinessDetails, type BusinessRules } from '@yoga/contracts';
import { BusinessDetailsSchema } from './business-details.schemas.js';
import { BusinessRulesSchema } from './site-settings.schemas.js';
import { Public } from '../../common/decorators/public.decorator.js';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { CurrentUser, type AuthUser } from '../../common/decorators/current-user.decorator.js';
import { BusinessDetailsPatchDto, BusinessRulesPatchDto } from './dto/settings-patch.dto.js';
import { SiteSettingsService } from './site-settings.service.js';

/**
 * The business's contact and legal details every app shows (footer, contact page, policies, panels,
 * emails, invoices), and the business rules (trial length, referral reward, join window, cancellation
 * cut-off, GST identity). Stored in the database; the environment's values are only the first seed.
 */
@ApiTags('site-settings')
@Controller()
export class SiteSettingsController {
  constructor(private readonly settings: SiteSettingsService) {}

  @Public()
  @Get('site-settings')
  @Header('Cache-Control', 'no-cache')
  @ApiOkResponse({ type: BusinessDetailsSchema })
  get(): Promise<BusinessDetails> {
    return this.settings.details();
  }

  @Public()
  @Get('business-rules')
  @Header('Cache-Control', 'no-cache')
  @ApiOkResponse({ type: BusinessRulesSchema })
  publicRules(): Promise<BusinessRules> {
    return this.settings.rules();
  }
}

/** The admin's settings screen: business details and business rules. */
@ApiTags('site-settings')
@ApiBearerAuth()
@Roles(Role.Admin)
@Controller('admin')
export class SiteSettingsAdminController {
  constructor(private readonly settings: SiteSettingsService) {}

  @Patch('site-settings')
  @ApiOkResponse({ type: BusinessDetailsSchema })
  update(
    @CurrentUser() user: AuthUser,
    @Body() dto: BusinessDetailsPatchDto,
  ): Promise<BusinessDetails> {
    return this.settings.updateDetails(user.id, dto);
  }

  @Get('business-rules')
  @ApiOkResponse({ type: BusinessRulesSchema })
  rules(): Promise<BusinessRules> {
    return this.settings.rules();
  }

  @Patch('business-rules')
  @ApiOkResponse({ type: BusinessRulesSchema })
  updateRules(
    @CurrentUser() user: AuthUser,
    @Body() dto: BusinessRulesPatchDto,
  ): Promise<BusinessRules> {
    return this.settings.updateRules(user.id, dto);
  }
}
