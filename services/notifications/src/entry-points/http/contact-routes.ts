import { contactBodySchema } from '@tire/contracts';
import { HttpError, IDENTITY_HEADERS } from '@tire/service-kit';
import { Router } from 'express';
import { receiveContactMessage, type SaveContactMessage } from '../../domain/receive-contact-message.js';

/** POST /api/contact: the contract's validation (the spec's messages), then store and queue the e-mail. */
export function contactRoutes(save: SaveContactMessage): Router {
  const router = Router();
  router.post('/api/contact', async (req, res) => {
    const parsed = contactBodySchema.safeParse(req.body ?? {});
    if (!parsed.success) throw HttpError.fromZod(parsed.error);
    const stored = await receiveContactMessage(
      parsed.data,
      { language: req.get(IDENTITY_HEADERS.language), userId: req.get(IDENTITY_HEADERS.userId) },
      save,
    );
    res.status(201).json({ message: 'Message sent', id: stored.id });
  });
  return router;
}
