/** Every API route and who may call it: the authorization matrix and the guard-metadata walk share this list. */
export type Access = 'public' | 'signed-in' | 'admin' | 'self-or-admin';

export interface RouteSpec {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** Nest path pattern (as declared). */
  path: string;
  access: Access;
  /** Answers a user who must still replace an admin-set password (every other route: 403). */
  duringPasswordChange?: true;
}

export const ROUTES: RouteSpec[] = [
  { method: 'get', path: '/api/health', access: 'public' },
  { method: 'get', path: '/api/site-settings', access: 'public' },
  { method: 'post', path: '/api/auth/register', access: 'public' },
  { method: 'post', path: '/api/auth/login', access: 'public' },
  { method: 'get', path: '/api/auth/me', access: 'signed-in', duringPasswordChange: true },
  { method: 'put', path: '/api/auth/password', access: 'signed-in', duringPasswordChange: true },
  { method: 'post', path: '/api/auth/logout', access: 'signed-in', duringPasswordChange: true },
  { method: 'post', path: '/api/auth/forgot', access: 'public' },
  { method: 'post', path: '/api/auth/reset', access: 'public' },
  { method: 'post', path: '/api/auth/otp/request', access: 'public' },
  { method: 'post', path: '/api/auth/otp/verify', access: 'public' },
  { method: 'get', path: '/api/profile', access: 'signed-in' },
  { method: 'patch', path: '/api/profile', access: 'signed-in' },
  { method: 'delete', path: '/api/profile', access: 'signed-in' },
  { method: 'get', path: '/api/profile/export', access: 'signed-in' },
  { method: 'post', path: '/api/profile/email', access: 'signed-in' },
  { method: 'post', path: '/api/profile/email/confirm', access: 'public' },
  { method: 'get', path: '/api/classes', access: 'public' },
  { method: 'post', path: '/api/classes', access: 'admin' },
  { method: 'put', path: '/api/classes/:id', access: 'admin' },
  { method: 'delete', path: '/api/classes/:id', access: 'admin' },
  { method: 'post', path: '/api/bookings/class', access: 'signed-in' },
  { method: 'post', path: '/api/bookings/demo', access: 'signed-in' },
  { method: 'get', path: '/api/bookings/mine', access: 'signed-in' },
  { method: 'get', path: '/api/bookings', access: 'admin' },
  { method: 'get', path: '/api/blogs/all', access: 'public' },
  { method: 'get', path: '/api/blogs/:id', access: 'public' },
  { method: 'post', path: '/api/blogs/create', access: 'admin' },
  { method: 'delete', path: '/api/blogs/:id', access: 'admin' },
  { method: 'get', path: '/api/manageusers', access: 'admin' },
  { method: 'post', path: '/api/manageusers', access: 'admin' },
  { method: 'put', path: '/api/manageusers/:id', access: 'admin' },
  { method: 'patch', path: '/api/manageusers/:id/status', access: 'admin' },
  { method: 'delete', path: '/api/manageusers/:id', access: 'admin' },
  { method: 'post', path: '/api/manageusers/:id/reset-password', access: 'admin' },
  { method: 'get', path: '/api/admin/stats', access: 'admin' },
  { method: 'get', path: '/api/admin/users', access: 'admin' },
  { method: 'get', path: '/api/admin/erasures', access: 'admin' },
  { method: 'get', path: '/api/referrals', access: 'admin' },
  { method: 'get', path: '/api/referrals/stats/:id', access: 'self-or-admin' },
  { method: 'get', path: '/api/subscriptions/me', access: 'signed-in' },
  { method: 'post', path: '/api/classes/:id/join', access: 'signed-in' },
  { method: 'post', path: '/api/payments/orders', access: 'signed-in' },
  { method: 'post', path: '/api/payments/sandbox/complete', access: 'signed-in' },
  { method: 'post', path: '/api/payments/verify', access: 'signed-in' },
  { method: 'post', path: '/api/payments/webhook', access: 'public' },
  { method: 'get', path: '/api/payments/mine', access: 'signed-in' },
  { method: 'get', path: '/api/payments', access: 'admin' },
];
