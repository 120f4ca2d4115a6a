import { Controller, Get, Header, Inject } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { BusinessDetails } from '@yoga/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/app.config.js';
import { Public } from '../../common/decorators/public.decorator.js';

/**
 * The business's contact and legal details every app shows (footer, contact page, policies, panels),
 * from BUSINESS_* / GRIEVANCE_* settings: a restart changes them, no rebuild. `sample: true` while the
 * development placeholders are in use.
 */
@ApiTags('site-settings')
@Controller('site-settings')
export class SiteSettingsController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Public()
  @Get()
  @Header('Cache-Control', 'public, max-age=60')
  get(): BusinessDetails {
    return this.config.business;
  }
}
