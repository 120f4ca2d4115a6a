/** GET /api/push/public-key: the VAPID public key (URL-safe base64) for `pushManager.subscribe`. */
export interface PushPublicKey {
  key: string;
}

/** POST /api/push/subscriptions: the browser's `PushSubscription.toJSON()`. */
export interface PushSubscriptionRequest {
  endpoint: string;
  expirationTime?: number | null;
  keys: { p256dh: string; auth: string };
}

/** DELETE /api/push/subscriptions. */
export interface PushUnsubscribeRequest {
  endpoint: string;
}

/** The answer of both writes: whether this device now receives push messages. */
export interface PushSubscriptionState {
  subscribed: boolean;
}
