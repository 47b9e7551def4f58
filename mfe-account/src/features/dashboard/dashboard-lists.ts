import { DASHBOARD_LIST_LIMIT, type TireOrder } from '@tire/contracts';

/** The dashboard's recent orders: newest first, at most 5. */
export function recentOrders(orders: TireOrder[]): TireOrder[] {
  return [...orders].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, DASHBOARD_LIST_LIMIT);
}
