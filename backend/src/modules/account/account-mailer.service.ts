import { Inject, Injectable } from '@nestjs/common';
import {
  EMAIL_CHANGE_LINK_MINUTES,
  ONE_TIME_CODE_MINUTES,
  RESET_LINK_MINUTES,
  SET_PASSWORD_LINK_HOURS,
  type Language,
} from '@yoga/contracts';
import { translate, type MessageValues } from '../../common/i18n/catalog.js';
import { SITE_CONFIG, type SiteConfig } from '../../config/site.config.js';
import { MAIL_PROVIDER, type MailProvider } from '../mail/index.js';
import { SiteSettingsService } from '../site-settings/index.js';

/** Who reads an account email: the name it greets and the profile's language it is written in. */
export interface MailReader {
  name: string;
  language: Language;
}

/**
 * The account emails, in the reader's profile language (catalogue `email.<kind>.subject` / `.body`,
 * src/locales). Links carry their secret after `#`, so it never reaches a server log or a Referer
 * header: the page reads it and posts it to the API.
 */
@Injectable()
export class AccountMailer {
  constructor(
    @Inject(MAIL_PROVIDER) private readonly mail: MailProvider,
    @Inject(SITE_CONFIG) private readonly config: Pick<SiteConfig, 'publicUrl'>,
    private readonly settings: SiteSettingsService,
  ) {}

  link(path: string, token: string): string {
    return `${this.config.publicUrl}${path}#token=${token}`;
  }

  /** `email.<kind>.subject` and `.body`, then (unless `ignorable` is false) the "ignore it" note, then the signature. */
  private async send(
    to: string,
    reader: MailReader,
    kind: string,
    values: MessageValues,
    ignorable = true,
  ) {
    const language = reader.language;
    const business = await this.settings.details();
    const all = { brand: business.brand_name, name: reader.name, ...values };
    const parts = [translate(language, `email.${kind}.body`, all)];
    if (ignorable) parts.push(translate(language, 'email.ignore_note'));
    parts.push(translate(language, 'email.signature', all));
    return this.mail.send({
      to,
      subject: translate(language, `email.${kind}.subject`, all),
      text: parts.join('\n\n'),
    });
  }

  sendResetLink(to: string, reader: MailReader, token: string) {
    const url = this.link('/auth/reset', token);
    return this.send(to, reader, 'reset', { url, minutes: RESET_LINK_MINUTES });
  }

  /** An account an admin created: the user chooses their own password (the admin never knows it). */
  sendSetPasswordLink(to: string, reader: MailReader, token: string) {
    const url = this.link('/auth/reset', token);
    return this.send(to, reader, 'set_password', { url, hours: SET_PASSWORD_LINK_HOURS }, false);
  }

  sendSignInCode(to: string, reader: MailReader, code: string) {
    return this.send(to, reader, 'sign_in_code', { code, minutes: ONE_TIME_CODE_MINUTES });
  }

  sendEmailChangeLink(to: string, reader: MailReader, token: string) {
    const url = this.link('/auth/confirm-email', token);
    return this.send(to, reader, 'email_change', { url, minutes: EMAIL_CHANGE_LINK_MINUTES });
  }

  async sendEmailChangedNotice(to: string, reader: MailReader, newEmail: string) {
    const { email } = await this.settings.details();
    return this.send(
      to,
      reader,
      'email_changed',
      { new_email: newEmail, support_email: email },
      false,
    );
  }
}
