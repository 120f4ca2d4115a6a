import { inviteLink, whatsappShareUrl } from './referral-links';

describe('referral links', () => {
  it('builds the invite link on the given origin', () => {
    expect(inviteLink('PRIYA7K2', 'https://yoga.example.in')).toBe(
      'https://yoga.example.in/auth/register?ref=PRIYA7K2',
    );
  });

  it("uses the address of the panel's language", () => {
    expect(inviteLink('PRIYA7K2', 'https://yoga.example.in', 'hi')).toBe(
      'https://yoga.example.in/hi/auth/register?ref=PRIYA7K2',
    );
    expect(inviteLink('PRIYA7K2', 'https://yoga.example.in', 'en')).toBe(
      'https://yoga.example.in/auth/register?ref=PRIYA7K2',
    );
  });

  it('encodes the code and the whole WhatsApp text', () => {
    expect(inviteLink('A B&C', 'http://127.0.0.1:4000')).toBe(
      'http://127.0.0.1:4000/auth/register?ref=A%20B%26C',
    );
    const url = whatsappShareUrl('Join me: https://yoga.example.in/auth/register?ref=X1&y=2');
    expect(url).toBe(
      'https://wa.me/?text=Join%20me%3A%20https%3A%2F%2Fyoga.example.in%2Fauth%2Fregister%3Fref%3DX1%26y%3D2',
    );
  });
});
