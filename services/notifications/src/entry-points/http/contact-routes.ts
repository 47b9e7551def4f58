import { sendContactMessage } from '@tire/contracts';
import { IDENTITY_HEADERS, mountCall } from '@tire/service-kit';
import { Router } from 'express';
import { receiveContactMessage, type SaveContactMessage } from '../../domain/receive-contact-message.js';

/** POST /api/contact: the contract's validation (the spec's messages), then store and queue the e-mail. */
export function contactRoutes(save: SaveContactMessage): Router {
  const router = Router();
  mountCall(router, sendContactMessage, async ({ body, req, res }) => {
    const stored = await receiveContactMessage(body, { language: req.get(IDENTITY_HEADERS.language), userId: req.get(IDENTITY_HEADERS.userId) }, save);
    res.status(201);
    return { message: 'Message sent', id: stored.id };
  });
  return router;
}
