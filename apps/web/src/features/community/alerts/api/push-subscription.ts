import { ZGetPushKeyResponse } from '@amparo/contract/community/push-subscription';
import { useApiRequest } from '../../../../lib/api-request.ts';

// This browser's web push subscription: the server's key, and saving or removing the subscription.

export type BrowserPushSubscription = {
  endpoint: string;
  keys: { p256dh: string; auth: string };
};

export function usePushSubscriptionApi() {
  const { request } = useApiRequest('/community');
  return {
    publicKey: async () => (await request('/push/key', ZGetPushKeyResponse)).public_key,
    save: (subscription: BrowserPushSubscription, language: string) =>
      request('/push/subscription', null, { method: 'PUT', body: { ...subscription, language } }),
    remove: (endpoint: string) =>
      request('/push/subscription', null, { method: 'DELETE', body: { endpoint } }),
  };
}
