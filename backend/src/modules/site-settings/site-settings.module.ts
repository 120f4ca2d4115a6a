import { Module } from '@nestjs/common';
import { SiteSettingsController } from './site-settings.controller.js';

@Module({ controllers: [SiteSettingsController] })
export class SiteSettingsModule {}
