import { erasePersonalData, exportPersonalData, queueErasureNotice } from '@tire/contracts';
import { mountCall, requireDataSubject } from '@tire/service-kit';
import { Router } from 'express';
import { eraseNotificationData, exportNotificationData, sendErasureNotice, type PersonalDataDeps } from '../../domain/personal-data.js';

/**
 * The person's own data (the BFF alone): their download, the last e-mail and the erasure. Who
 * they are (and where the last e-mail goes) comes from the BFF's signed token, never the body.
 */
export function personalDataRoutes(deps: PersonalDataDeps): Router {
  const router = Router();
  const authorize = requireDataSubject;
  mountCall(router, exportPersonalData, ({ who }) => exportNotificationData(deps, who), { authorize });
  mountCall(router, queueErasureNotice, ({ who, body }) => sendErasureNotice(deps, who, body), { authorize });
  mountCall(router, erasePersonalData, ({ who }) => eraseNotificationData(deps, who), { authorize });
  return router;
}
