import { Injectable, Logger } from '@nestjs/common';
import {
  ACCOUNT_MESSAGES,
  canonicalTimeZone,
  EMAIL_CHANGE_LINK_MINUTES,
  normalizeEmail,
  type Profile,
  type SuccessResponse,
} from '@yoga/contracts';
import { iso } from '../../common/http/iso.js';
import { TooManyAttemptsException } from '../../common/http/too-many-attempts.exception.js';
import { AccountMailer, AccountThrottle, AccountTokensService } from '../account/index.js';
import { PasswordService } from '../auth/index.js';
import { type User, UsersService } from '../users/index.js';
import { ConsentsService } from './consents.service.js';
import type { EmailChangeDto, UpdateProfileDto } from './dto/profile.dto.js';
import { ApiError } from '../../common/errors/api-error.js';

export const PROFILE_CONSENT_SOURCE = 'profile_page';

@Injectable()
export class ProfileService {
  private readonly logger = new Logger('Profile');

  constructor(
    private readonly users: UsersService,
    private readonly consents: ConsentsService,
    private readonly tokens: AccountTokensService,
    private readonly passwords: PasswordService,
    private readonly mailer: AccountMailer,
    private readonly throttle: AccountThrottle,
  ) {}

  async user(id: number): Promise<User> {
    const user = await this.users.findById(id);
    if (!user) throw new ApiError('user_not_found');
    return user;
  }

  async get(id: number): Promise<Profile> {
    const user = await this.user(id);
    const [consents, pending] = await Promise.all([
      this.consents.current(id),
      this.tokens.pendingEmailChange(id),
    ]);
    return {
      id: user.id,
      name: user.name,
      email: user.email,
      phone: user.phone,
      role: user.role,
      language: user.language,
      state: user.state,
      consents,
      large_text: user.largeText,
      low_data: user.lowData,
      time_zone: user.timeZone,
      pending_email: pending?.newEmail ?? null,
      created_at: iso(user.createdAt),
      last_login_at: user.lastLoginAt ? iso(user.lastLoginAt) : null,
    };
  }

  async update(id: number, dto: UpdateProfileDto): Promise<Profile> {
    await this.user(id);
    await this.users.updateProfile(id, {
      ...(dto.name !== undefined ? { name: dto.name.trim() } : {}),
      // Already in its stored form (the DTO's phone rule normalises it).
      ...(dto.phone !== undefined ? { phone: dto.phone } : {}),
      ...(dto.language !== undefined ? { language: dto.language } : {}),
      ...(dto.state !== undefined ? { state: dto.state } : {}),
      ...(dto.large_text !== undefined ? { largeText: dto.large_text } : {}),
      ...(dto.low_data !== undefined ? { lowData: dto.low_data } : {}),
      ...(dto.time_zone !== undefined ? { timeZone: canonicalTimeZone(dto.time_zone) } : {}),
    });
    if (dto.consents)
      await this.consents.record(id, dto.consents, dto.consent_source ?? PROFILE_CONSENT_SOURCE);
    return this.get(id);
  }

  /** Sends a confirmation link to the new address; the email changes only when it is opened. */
  async requestEmailChange(id: number, dto: EmailChangeDto): Promise<SuccessResponse> {
    const user = await this.user(id);
    if (!(await this.passwords.verify(user.passwordHash, dto.password)))
      throw new ApiError('current_password_wrong');
    const email = normalizeEmail(dto.email);
    if (email === user.email) throw new ApiError('email_unchanged');
    if (await this.users.emailTaken(email)) throw new ApiError('email_taken');
    if (!(await this.throttle.allowMail(email))) throw new TooManyAttemptsException(60);
    const token = await this.tokens.createLink(
      id,
      'email_change',
      EMAIL_CHANGE_LINK_MINUTES,
      email,
    );
    await this.mailer.sendEmailChangeLink(email, user, token);
    return { success: true, message: ACCOUNT_MESSAGES.emailChangeSent };
  }

  /** Opening the link (signed in or not) moves the account to the new address; the old one is told. */
  async confirmEmailChange(token: string, ip: string): Promise<SuccessResponse> {
    await this.throttle.assertIp('email_confirm', ip);
    const row = await this.tokens.spendLink(token, 'email_change');
    const user = row?.newEmail ? await this.users.findById(row.userId) : null;
    if (!row?.newEmail || !user) throw new ApiError('email_link_invalid');
    if (await this.users.emailTaken(row.newEmail)) throw new ApiError('email_taken');
    const oldEmail = user.email;
    await this.users.updateProfile(user.id, { email: row.newEmail });
    this.logger.log({ event: 'email_changed', userId: user.id });
    await this.mailer
      .sendEmailChangedNotice(oldEmail, user, row.newEmail)
      .catch((e: unknown) => this.logger.error({ event: 'notice_failed', error: String(e) }));
    return { success: true, message: ACCOUNT_MESSAGES.emailChanged };
  }
}
