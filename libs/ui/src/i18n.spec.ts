import { ACCOUNT_MESSAGES, FIELD_MESSAGES, GST_STATES, MESSAGES } from '@yoga/contracts';
import { i18n } from '@yoga/i18n';
import { messages as en } from './locales/en';
import { messages as hi } from './locales/hi';

/** Each ui.* message that shows a text of libs/contracts says exactly what the contract says. */
const QUOTED: Record<string, string> = {
  'ui.referral.loading': MESSAGES.loadingReferral,
  'ui.somethingWentWrong': MESSAGES.somethingWentWrong,
  'ui.fillAllFields': MESSAGES.fillAllFields,
  'ui.invalidEmail': MESSAGES.invalidEmail,
  'ui.invalidName': FIELD_MESSAGES.invalidName,
  'ui.invalidPhone': FIELD_MESSAGES.invalidPhone,
  'ui.passwordTooShort': MESSAGES.passwordTooShort,
  'ui.passwordTooLong': MESSAGES.passwordTooLong,
  'ui.password.changed': ACCOUNT_MESSAGES.passwordChanged,
  'ui.email.sent': ACCOUNT_MESSAGES.emailChangeSent,
  'ui.profile.saved': ACCOUNT_MESSAGES.profileSaved,
};

describe('the shared panel components catalogue', () => {
  it.each(Object.entries(QUOTED))('%s is the contract text', (id, text) => {
    expect(i18n._(id)).toBe(text);
  });

  it('names every GST state in English as libs/contracts does, and in Hindi', () => {
    for (const { code, name } of GST_STATES) {
      expect(i18n._(`ui.state.${code}`)).toBe(name);
      expect(hi[`ui.state.${code}`]).toBeDefined();
    }
  });

  it('has every message in both languages, under ui.* IDs', () => {
    expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(en).filter((id) => !id.startsWith('ui.'))).toEqual([]);
  });
});
