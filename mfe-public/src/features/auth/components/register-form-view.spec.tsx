import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { DEFAULT_SHOWN_RULES, primeBusinessRules, resetBusinessRules } from '@yoga/site-settings';
import { emptyRegisterForm } from '../auth.validation';
import '../i18n';
import { RegisterFormView } from './register-form-view';

const noop = () => undefined;

function renderForm(whatsappOffered: boolean) {
  primeBusinessRules({ ...DEFAULT_SHOWN_RULES, whatsapp_messages: whatsappOffered });
  const answers: string[] = [];
  render(
    <MemoryRouter>
      <RegisterFormView
        form={emptyRegisterForm(null)}
        message={null}
        busy={false}
        onChange={noop}
        onSubmit={noop}
        onEmailRemindersChange={(checked) => answers.push(`email ${checked}`)}
        onWhatsappChange={(checked) => answers.push(`whatsapp ${checked}`)}
      />
    </MemoryRouter>,
  );
  return answers;
}

describe('the sign-up form: the reminders questions (issue 38)', () => {
  afterEach(() => resetBusinessRules());

  it('offers email and WhatsApp reminders, one tap each, explained, never pre-ticked, when WhatsApp is set up', () => {
    const answers = renderForm(true);
    const email = screen.getByRole('checkbox', {
      name: 'Email me the joining link of each class I book',
    });
    const whatsapp = screen.getByRole('checkbox', {
      name: 'Send me class reminders and the joining link on WhatsApp',
    });
    expect([(email as HTMLInputElement).checked, (whatsapp as HTMLInputElement).checked]).toEqual([
      false,
      false,
    ]);
    expect(email.getAttribute('aria-describedby')).toBe('email_reminders-note');
    expect(document.getElementById('email_reminders-note')?.textContent).toContain(
      'One email for every class you book, when joining opens (15 minutes before the start)',
    );
    expect(document.getElementById('whatsapp_reminders-note')?.textContent).toContain('WhatsApp');
    fireEvent.click(email);
    fireEvent.click(whatsapp);
    expect(answers).toEqual(['email true', 'whatsapp true']);
  });

  it('offers email reminders only, and promises nothing on WhatsApp, when no WhatsApp provider is set up', () => {
    renderForm(false);
    expect(screen.getAllByRole('checkbox').map((box) => box.getAttribute('name'))).toEqual([
      'email_reminders',
    ]);
    expect(document.body.textContent).not.toMatch(/whatsapp/i);
  });
});
