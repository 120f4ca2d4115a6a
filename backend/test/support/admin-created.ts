import { DataSource } from 'typeorm';
import type { LoginResponse } from '@yoga/contracts';
import { User } from '../../src/modules/users/entities/user.entity.js';
import { lastMailTo, linkToken } from './mail.js';
import { login, type TestApp } from './test-app.js';

/**
 * An account an admin created (POST /api/manageusers): its user opens the emailed set-your-password
 * link, chooses `password`, then signs in.
 */
export async function signInCreatedUser(
  t: TestApp,
  email: string,
  password = 'my-own-new-password-1',
): Promise<LoginResponse> {
  const token = linkToken(await lastMailTo(t, email));
  await t.http().post('/api/auth/reset').send({ token, password }).expect(200);
  return login(t, email, password);
}

/**
 * Marks an account as one that must replace its password before anything else (accounts created
 * before issue 28 carried an admin-set temporary password this way).
 */
export async function requirePasswordChange(t: TestApp, userId: number): Promise<void> {
  await t.app
    .get(DataSource)
    .getRepository(User)
    .update({ id: userId }, { mustChangePassword: true });
}
