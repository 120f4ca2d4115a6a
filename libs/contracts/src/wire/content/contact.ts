import { obj, text } from './fields.js';

// The contact page's document (`ContactContent`).

export function checkContact(document: unknown): void {
  const d = obj(document, 'document');
  for (const key of ['title', 'lead', 'phone_label', 'email_label', 'address_label'])
    text(d[key], key);
}
