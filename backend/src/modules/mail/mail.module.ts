import { Global, Module, type OnModuleDestroy, Inject } from '@nestjs/common';
import { MAIL_CONFIG, type MailConfig } from './config.js';
import { MAIL_PROVIDER, type MailProvider } from './mail-provider.js';
import { NodemailerMailProvider } from './nodemailer-mail.provider.js';

/** Outgoing mail for every feature: inject MAIL_PROVIDER. */
@Global()
@Module({
  providers: [
    {
      provide: MAIL_PROVIDER,
      inject: [MAIL_CONFIG],
      useFactory: (config: MailConfig): MailProvider => new NodemailerMailProvider(config),
    },
  ],
  exports: [MAIL_PROVIDER],
})
export class MailModule implements OnModuleDestroy {
  constructor(@Inject(MAIL_PROVIDER) private readonly provider: MailProvider) {}

  onModuleDestroy() {
    if (this.provider instanceof NodemailerMailProvider) this.provider.close();
  }
}
