import {
  adminEndTireStorage,
  endTireStorage as endTireStorageCall,
  getSeasonChangePrefill,
  getTireSetPickList,
  listAdminTireSets,
  listMyTireSets,
  recordTireSetIntake,
  returnTireSet,
  takeOutTireSet,
} from '@tire/contracts';
import { mountCall, requireAdmin, requireSignedIn } from '@tire/service-kit';
import { Router } from 'express';
import { adminTireSets } from '../../domain/tire-hotel/admin-tire-sets.js';
import { moveTireSet } from '../../domain/tire-hotel/movements.js';
import { endTireStorage, myTireSets, seasonChangePrefill } from '../../domain/tire-hotel/my-tire-sets.js';
import { tireSetPickList } from '../../domain/tire-hotel/pick-list.js';
import { recordTireSetIntake as recordIntake, type TireHotelDeps } from '../../domain/tire-hotel/record-intake.js';

const admin = { authorize: requireAdmin };
const signedIn = { authorize: requireSignedIn };

/** The tire hotel (issue 27): staff's intake, movements and pick list; the customer's "My tires". */
export function tireHotelRoutes(deps: TireHotelDeps) {
  const router = Router();

  mountCall(router, listMyTireSets, ({ who }) => myTireSets(deps, { userId: who.userId, email: who.email }), signedIn);
  mountCall(router, getSeasonChangePrefill, ({ who, params }) => seasonChangePrefill(deps, { userId: who.userId, email: who.email }, params.id), signedIn);
  mountCall(router, endTireStorageCall, ({ who, params }) => endTireStorage(deps, { owner: { userId: who.userId, email: who.email } }, params.id), signedIn);

  mountCall(router, recordTireSetIntake, ({ who, body }) => recordIntake(deps, body, who), { ...admin, status: 201 });
  mountCall(router, listAdminTireSets, ({ query }) => adminTireSets(deps, query), admin);
  mountCall(router, takeOutTireSet, ({ who, params, body }) => moveTireSet(deps, 'take_out', { id: params.id, ...body }, who), admin);
  mountCall(router, returnTireSet, ({ who, params, body }) => moveTireSet(deps, 'return', { id: params.id, ...body }, who), admin);
  mountCall(router, getTireSetPickList, ({ query }) => tireSetPickList(deps, query), admin);
  mountCall(router, adminEndTireStorage, ({ who, params }) => endTireStorage(deps, { staff: who }, params.id), admin);

  return router;
}
