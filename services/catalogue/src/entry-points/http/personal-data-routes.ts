import { cancelForErasure, erasePersonalData, exportPersonalData } from '@tire/contracts';
import { mountCall, requireDataSubject } from '@tire/service-kit';
import { Router } from 'express';
import { cancelOrdersForErasure, eraseOrderData, exportOrderData, type PersonalDataDeps } from '../../domain/personal-data.js';

/**
 * The person's own data (the BFF alone): their download, the cancellation of their open orders,
 * and the erasure. Who they are comes from the BFF's signed token (requireDataSubject).
 */
export function personalDataRoutes(deps: PersonalDataDeps) {
  const router = Router();
  const authorize = requireDataSubject;
  mountCall(router, exportPersonalData, ({ who }) => exportOrderData(deps, who), { authorize });
  mountCall(router, cancelForErasure, ({ who }) => cancelOrdersForErasure(deps, who), { authorize });
  mountCall(router, erasePersonalData, ({ who }) => eraseOrderData(deps, who), { authorize });
  return router;
}
