import { Injectable, type OnModuleInit } from '@nestjs/common';
import { PersonalDataRegistry, type PersonalDataContributor } from '../personal-data/index.js';
import { AccountTokensService } from './account-tokens.service.js';
import { AccountToken } from './entities/account-token.entity.js';
import { Transactions } from '../../database/transactions.js';

/** Reset links, email-change links and sign-in codes sent to the person (secrets never exported). */
@Injectable()
export class AccountSecurityPersonalData implements PersonalDataContributor, OnModuleInit {
  readonly key = 'sign_in_links_and_codes';

  constructor(
    private readonly tx: Transactions,
    private readonly registry: PersonalDataRegistry,
    private readonly tokens: AccountTokensService,
  ) {}

  onModuleInit() {
    this.registry.register(this);
  }

  export(userId: number) {
    return this.tokens.history(userId);
  }

  async erase(userId: number): Promise<string> {
    const em = this.tx.open();
    const result = await em.delete(AccountToken, { userId });
    return `${result.affected ?? 0} deleted`;
  }
}
