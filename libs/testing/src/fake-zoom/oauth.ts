// The fake Zoom's Server-to-Server OAuth: `POST /oauth/token`, basic auth, `grant_type=account_credentials`.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { send } from '../fake-http.js';
import { token } from './model.js';

/** The app's credentials the fake expects, the calls it noted, and the tokens handed out. */
export interface OAuthState {
  readonly accountId: string;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly requests: { method: string; path: string; authorized: boolean }[];
  tokensIssued: number;
  tokenLifetimeSeconds: number;
}

/** Hands out a bearer token (added to `tokens`) for the right credentials; 400 `invalid_client` else. */
export function oauthToken(
  state: OAuthState,
  tokens: Set<string>,
  req: IncomingMessage,
  url: URL,
  res: ServerResponse,
) {
  const expected = `Basic ${Buffer.from(`${state.clientId}:${state.clientSecret}`).toString('base64')}`;
  const ok =
    req.headers.authorization === expected &&
    url.searchParams.get('grant_type') === 'account_credentials' &&
    url.searchParams.get('account_id') === state.accountId;
  state.requests.push({ method: 'POST', path: '/oauth/token', authorized: ok });
  if (!ok)
    return send(res, 400, {
      reason: 'Invalid client_id or client_secret',
      error: 'invalid_client',
    });
  const value = token();
  tokens.add(value);
  state.tokensIssued++;
  return send(res, 200, {
    access_token: value,
    token_type: 'bearer',
    expires_in: state.tokenLifetimeSeconds,
    scope: 'meeting:write:admin',
    api_url: 'https://api.zoom.us',
  });
}
