/** The mail module's public surface: inject MAIL_PROVIDER to send a mail. */
export { MailModule } from './mail.module.js';
export { MAIL_PROVIDER, type MailMessage, type MailProvider } from './mail-provider.js';

import { defineFeature } from '../../common/feature.js';
import { MAIL_CONFIG, loadMailConfig } from './config.js';
import { MailModule } from './mail.module.js';

/** What the app collects from this module (app.features.ts, ADR 0018). */
export const MAIL_FEATURE = defineFeature({
  name: 'mail',
  module: MailModule,
  config: {
    key: 'mail',
    token: MAIL_CONFIG,
    load: (env) => loadMailConfig(env),
  },
});
