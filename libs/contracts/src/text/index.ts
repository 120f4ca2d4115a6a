/** Texts shown to people (the spec's English, byte-exact) and the site's brand details. */
export * from './account.js';
export * from './admin.js';
export * from './bookings.js';
export * from './messages.js';
export * from './payments.js';
export * from './site.js';
export * from './subscriptions.js';
