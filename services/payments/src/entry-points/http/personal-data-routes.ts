import { erasePersonalData, exportPersonalData } from '@tire/contracts';
import { mountCall, requireDataSubject } from '@tire/service-kit';
import { Router } from 'express';
import { erasePaymentData, exportPaymentData, type PersonalDataDeps } from '../../domain/personal-data.js';

/** The person's own data (the BFF alone): their payments in the download, and the erasure of their account link. */
export function personalDataRoutes(deps: PersonalDataDeps) {
  const router = Router();
  const authorize = requireDataSubject;
  mountCall(router, exportPersonalData, ({ who, query }) => exportPaymentData(deps, who, query), { authorize });
  mountCall(router, erasePersonalData, ({ who }) => erasePaymentData(deps, who), { authorize });
  return router;
}
