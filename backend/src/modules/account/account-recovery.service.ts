import { Injectable, Logger } from '@nestjs/common';
import {
  ACCOUNT_MESSAGES,
  normalizeEmail,
  RESET_LINK_MINUTES,
  SET_PASSWORD_LINK_HOURS,
  UserStatus,
  type LoginResponse,
  type SuccessResponse,
} from '@yoga/contracts';
import { AuthService, PasswordService } from '../auth/index.js';
import { type User, UsersService } from '../users/index.js';
import { AccountMailer } from './account-mailer.service.js';
import { AccountThrottle } from './account-throttle.service.js';
import { AccountTokensService } from './account-tokens.service.js';
import { BackgroundTasks } from './background-tasks.js';
import { ApiError } from '../../common/errors/api-error.js';

/**
 * Forgotten passwords and sign-in by one-time code. The answers to "send me a link/code" never depend on
 * the account existing: same status, same body, and the same work before answering (one lookup); the
 * token and the mail are made afterwards, in the background.
 */
@Injectable()
export class AccountRecoveryService {
  private readonly logger = new Logger('Account');

  constructor(
    private readonly users: UsersService,
    private readonly passwords: PasswordService,
    private readonly auth: AuthService,
    private readonly tokens: AccountTokensService,
    private readonly mailer: AccountMailer,
    private readonly throttle: AccountThrottle,
    private readonly tasks: BackgroundTasks,
  ) {}

  /** Looks the address up and, for an active account within its mail budget, runs `send` in the background. */
  private async mailIfAccount(
    rawEmail: string,
    ip: string,
    action: string,
    send: (user: User) => Promise<void>,
  ): Promise<void> {
    await this.throttle.assertIp(action, ip);
    const email = normalizeEmail(rawEmail);
    const user = await this.users.findByEmail(email);
    this.tasks.run(action, async () => {
      if (!(await this.throttle.allowMail(email))) return;
      if (!user || user.status !== UserStatus.Active) return;
      await send(user);
      this.logger.log({ event: action, userId: user.id, ip });
    });
  }

  async forgot(email: string, ip: string): Promise<SuccessResponse> {
    await this.mailIfAccount(email, ip, 'reset_link_sent', (user) => this.sendResetLink(user));
    return { success: true, message: ACCOUNT_MESSAGES.forgotAccepted };
  }

  /** Also used by the admin's "reset password" (the admin never sees or sets the password). */
  async sendResetLink(user: User): Promise<void> {
    const token = await this.tokens.createLink(user.id, 'password_reset', RESET_LINK_MINUTES);
    await this.mailer.sendResetLink(user.email, user, token);
  }

  /**
   * An account an admin created: a link to set the password (SET_PASSWORD_LINK_HOURS). False when the
   * mail could not be sent (the admin may send a reset link later).
   */
  async sendSetPasswordLink(user: User): Promise<boolean> {
    const token = await this.tokens.createLink(
      user.id,
      'password_reset',
      SET_PASSWORD_LINK_HOURS * 60,
    );
    try {
      await this.mailer.sendSetPasswordLink(user.email, user, token);
      return true;
    } catch (error) {
      this.logger.warn({
        event: 'set_password_link_failed',
        userId: user.id,
        error: String(error),
      });
      return false;
    }
  }

  async reset(token: string, password: string, ip: string): Promise<SuccessResponse> {
    await this.throttle.assertIp('reset', ip);
    this.passwords.assertAcceptable(password);
    const row = await this.tokens.spendLink(token, 'password_reset');
    const user = row ? await this.users.findById(row.userId) : null;
    if (!user) throw new ApiError('reset_link_invalid');
    // Ends every session on every device (token version), and replaces an admin-set password.
    await this.users.replacePassword(user, await this.passwords.hash(password));
    this.logger.log({ event: 'password_reset', userId: user.id, ip });
    return { success: true, message: ACCOUNT_MESSAGES.resetDone };
  }

  async requestCode(email: string, ip: string): Promise<SuccessResponse> {
    await this.mailIfAccount(email, ip, 'sign_in_code_sent', async (user) => {
      const code = await this.tokens.createCode(user.id);
      await this.mailer.sendSignInCode(user.email, user, code);
    });
    return { success: true, message: ACCOUNT_MESSAGES.codeAccepted };
  }

  /** The same answer as a password login: a token and the session user. */
  async verifyCode(rawEmail: string, code: string, ip: string): Promise<LoginResponse> {
    await this.throttle.assertIp('sign_in_code_check', ip);
    const email = normalizeEmail(rawEmail);
    await this.throttle.assertCodeCheck(email);
    const user = await this.users.findByEmail(email);
    if (!(await this.tokens.spendCode(user?.id ?? null, code)) || !user) {
      this.logger.warn({ event: 'sign_in_code_failed', ip });
      throw new ApiError('code_invalid');
    }
    if (user.status === UserStatus.Blocked) throw new ApiError('account_blocked');
    return this.auth.startSession(user);
  }

  /** A fresh code of a signed-in user (e.g. to confirm deleting the account). */
  spendOwnCode(userId: number, code: string): Promise<boolean> {
    return this.tokens.spendCode(userId, code);
  }
}
