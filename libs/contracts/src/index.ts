/**
 * @yoga/contracts: what the API, the server and every web app agree on. See docs/contracts.md.
 * - wire/: request and response types of the API, one file per feature
 * - rules/: pure rules and fixed values (IST, money, GST, invoice numbers, plans, credits, join windows, ...)
 * - text/: texts shown to people
 * - site/: routes, remotes, server rendering and locales of the web apps
 */
export * from './wire/index.js';
export * from './rules/index.js';
export * from './text/index.js';
export * from './site/index.js';
