import { Injectable, type OnModuleInit } from '@nestjs/common';
import { gstStateName } from '@yoga/contracts';
import { iso } from '../../common/http/iso.js';
import { PersonalDataRegistry, type PersonalDataContributor } from '../personal-data/index.js';
import { UsersService } from '../users/index.js';

/** The account row: who the person is and their settings (the password hash is never exported). */
@Injectable()
export class ProfilePersonalData implements PersonalDataContributor, OnModuleInit {
  readonly key = 'profile';

  constructor(
    private readonly registry: PersonalDataRegistry,
    private readonly users: UsersService,
  ) {}

  onModuleInit() {
    this.registry.register(this);
  }

  async export(userId: number) {
    const u = await this.users.findById(userId);
    if (!u) return null;
    return {
      name: u.name,
      email: u.email,
      phone: u.phone,
      role: u.role,
      status: u.status,
      language: u.language,
      state: u.state,
      state_name: u.state ? (gstStateName(u.state) ?? null) : null,
      large_text: u.largeText,
      low_data: u.lowData,
      time_zone: u.timeZone,
      referral_code: u.referralCode,
      referred_by: u.referredBy,
      created_at: iso(u.createdAt),
      last_login_at: u.lastLoginAt ? iso(u.lastLoginAt) : null,
    };
  }

  /** The account row itself is deleted by the erasure once every contributor has run. */
  erase(): Promise<string> {
    return Promise.resolve('name, email, phone, password and settings deleted with the account');
  }
}
