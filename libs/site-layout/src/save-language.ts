import { readStoredSession } from '@yoga/auth/stored-session';
import type { Locale, ProfileUpdate } from '@yoga/contracts';

/**
 * Keeps a signed-in visitor's language choice on their profile (PATCH /api/profile), so the panels and
 * the messages sent to them follow it. Best effort: the choice is already kept on this device.
 */
export async function saveProfileLanguage(language: Locale): Promise<void> {
  const { token } = readStoredSession();
  if (!token) return;
  const body: ProfileUpdate = { language };
  try {
    const res = await fetch('/api/profile', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    if (!res.ok) console.warn(`[site-layout] language not saved on the profile (${res.status})`);
  } catch (error) {
    console.warn('[site-layout] language not saved on the profile', error);
  }
}
