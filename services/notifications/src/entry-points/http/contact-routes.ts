import { sendContactMessage } from '@tire/contracts';
import { IDENTITY_HEADERS, mountCall } from '@tire/service-kit';
import { Router } from 'express';
import { receiveContactMessage, type SaveContactMessage } from '../../domain/receive-contact-message.js';

/** POST /api/contact: the contract's validation (the spec's messages), then store and queue the e-mail. */
export function contactRoutes(save: SaveContactMessage): Router {
  const router = Router();
  mountCall(
    router,
    sendContactMessage,
    async ({ body, req }) => {
      await receiveContactMessage(body, { language: req.get(IDENTITY_HEADERS.language), userId: req.get(IDENTITY_HEADERS.userId) }, save);
      // The contract's answer: the stored message's id is the service's own, not the visitor's business.
      return { message: 'Message sent' };
    },
    { status: 201 },
  );
  return router;
}
