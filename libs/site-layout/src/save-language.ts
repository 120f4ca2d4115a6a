import { readStoredSession } from '@yoga/auth/stored-session';
import type { Locale, ProfileUpdate } from '@yoga/contracts';

/**
 * Keeps a signed-in visitor's language choice on their profile (PATCH /api/profile), so the panels and
 * the messages sent to them follow it. Best effort: the choice is already kept on this device.
 */
export function saveProfileLanguage(language: Locale): Promise<void> {
  return saveProfile({ language });
}

/** Keeps a signed-in visitor's larger-text choice on their profile, for their other devices. */
export function saveProfileLargeText(on: boolean): Promise<void> {
  return saveProfile({ large_text: on });
}

async function saveProfile(body: ProfileUpdate): Promise<void> {
  const { token } = readStoredSession();
  if (!token) return;
  try {
    const res = await fetch('/api/profile', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    if (!res.ok) console.warn(`[site-layout] choice not saved on the profile (${res.status})`);
  } catch (error) {
    console.warn('[site-layout] choice not saved on the profile', error);
  }
}
