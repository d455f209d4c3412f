import { apiErrorSchema, z } from '@canvas/shared';
import { WebhookSignatureError } from '../../adapters/payments';
import { AppError, notFound } from '../../lib/errors';
import { type RouteModule, typed } from '../../lib/zod-app';
import { billingDeps } from './routes';
import { handleProviderEvent } from './service';

/** What Stripe needs to hear back: a 2xx means "delivered, do not retry". */
const webhookAckSchema = z.object({ received: z.literal(true) });

/** Stripe's events are small (a PaymentIntent); anything much bigger is not from Stripe. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

/**
 * `POST /api/pay/webhook`: Stripe's events (decision 029), in Stripe mode only. The signature
 * is an HMAC of the exact bytes Stripe sent, so this module's scope (Fastify encapsulates
 * content-type parsers per plugin; every other route keeps the JSON parser) reads bodies as raw
 * Buffers. A bad, missing or stale signature is a 400 and changes nothing; a verified event is
 * handed to the billing service, which records its id first so a redelivery changes nothing.
 * An error while handling answers 500, and Stripe delivers the event again later.
 */
export const billingWebhookRoutes: RouteModule = (app) => {
  const deps = billingDeps(app);

  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  typed(app).post(
    '/api/pay/webhook',
    {
      config: { access: 'public' },
      schema: {
        tags: ['billing'],
        summary:
          "Stripe's webhook (Stripe mode only): payment_intent.succeeded, .payment_failed and .processing, verified by the Stripe-Signature header, each event handled once",
        response: { 200: webhookAckSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      if (deps.driver.name !== 'stripe') throw notFound();
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['stripe-signature'];
      let event: ReturnType<typeof deps.driver.parseWebhook>;
      try {
        event = deps.driver.parseWebhook(body, typeof signature === 'string' ? signature : undefined);
      } catch (error) {
        if (!(error instanceof WebhookSignatureError)) throw error;
        request.log.warn({ reason: error.message }, 'stripe webhook refused');
        throw new AppError('badRequest', undefined, { cause: error });
      }
      await handleProviderEvent(deps, event);
      return { received: true as const };
    },
  );
};
