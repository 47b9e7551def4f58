import { cancelForErasure, erasePersonalData, exportPersonalData } from '@tire/contracts';
import { mountCall, requireDataSubject } from '@tire/service-kit';
import { Router } from 'express';
import { cancelBookingsForErasure, eraseBookingData, exportBookingData, type PersonalDataDeps } from '../../domain/personal-data.js';

/**
 * The person's own data (the BFF alone): their download, the cancellation of what is still to
 * come, and the erasure. Who they are comes from the BFF's signed token (requireDataSubject: the
 * verified address, and the user id when signed in), nothing from the request.
 */
export function personalDataRoutes(deps: PersonalDataDeps) {
  const router = Router();
  const authorize = requireDataSubject;
  mountCall(router, exportPersonalData, ({ who }) => exportBookingData(deps, who), { authorize });
  mountCall(router, cancelForErasure, ({ who }) => cancelBookingsForErasure(deps, who), { authorize });
  mountCall(router, erasePersonalData, ({ who }) => eraseBookingData(deps, who), { authorize });
  return router;
}
