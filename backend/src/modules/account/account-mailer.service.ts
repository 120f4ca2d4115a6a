import { Inject, Injectable } from '@nestjs/common';
import {
  EMAIL_CHANGE_LINK_MINUTES,
  ONE_TIME_CODE_MINUTES,
  RESET_LINK_MINUTES,
  SITE,
} from '@yoga/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/app.config.js';
import { MAIL_PROVIDER, type MailProvider } from '../mail/mail-provider.js';

const SIGN_OFF = `\n\nIf you did not ask for this, you can ignore this email: nothing changes.\n\n— ${SITE.brandName}`;

/**
 * The account emails. Links carry their secret after `#`, so it never reaches a server log or a Referer
 * header: the page reads it and posts it to the API.
 */
@Injectable()
export class AccountMailer {
  constructor(
    @Inject(MAIL_PROVIDER) private readonly mail: MailProvider,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  link(path: string, token: string): string {
    return `${this.config.publicUrl}${path}#token=${token}`;
  }

  sendResetLink(to: string, name: string, token: string) {
    const url = this.link('/auth/reset', token);
    return this.mail.send({
      to,
      subject: `Reset your ${SITE.brandName} password`,
      text: `Namaste ${name},\n\nOpen this link to choose a new password (it works once, for ${RESET_LINK_MINUTES} minutes):\n${url}\n\nAll your signed-in devices are signed out when the password changes.${SIGN_OFF}`,
    });
  }

  sendSignInCode(to: string, name: string, code: string) {
    return this.mail.send({
      to,
      subject: `Your ${SITE.brandName} sign-in code`,
      text: `Namaste ${name},\n\nYour one-time code is ${code}\n\nIt works once, for ${ONE_TIME_CODE_MINUTES} minutes. Never share it: our team will never ask for it.${SIGN_OFF}`,
    });
  }

  sendEmailChangeLink(to: string, name: string, token: string) {
    const url = this.link('/auth/confirm-email', token);
    return this.mail.send({
      to,
      subject: `Confirm your new ${SITE.brandName} email address`,
      text: `Namaste ${name},\n\nOpen this link to use this address for your ${SITE.brandName} account (valid for ${EMAIL_CHANGE_LINK_MINUTES} minutes):\n${url}${SIGN_OFF}`,
    });
  }

  sendEmailChangedNotice(to: string, name: string, newEmail: string) {
    return this.mail.send({
      to,
      subject: `Your ${SITE.brandName} email address was changed`,
      text: `Namaste ${name},\n\nYour account now uses ${newEmail}. If you did not make this change, write to ${SITE.email} at once.\n\n— ${SITE.brandName}`,
    });
  }
}
