import type { TireOrder } from '@tire/contracts';
import type { useTranslate } from './use-translate.js';

// How an order's lines and place read, on the checkout and on the payment result alike.
type Translate = ReturnType<typeof useTranslate>;
export type ProductNames = { id: number; brand: string; model: string; size: string }[];

/** "Nokian Hakkapeliitta R5 205/55 R16": the name the order kept, else the catalogue's, else the id. */
export function orderLineName(line: NonNullable<TireOrder['lines']>[number], products: ProductNames, t: Translate) {
  if (line.name) return line.size ? `${line.name} ${line.size}` : line.name;
  const product = products.find((item) => item.id === line.productId);
  return product ? `${t('product.name', { brand: product.brand, model: product.model })} ${product.size}` : `#${line.productId}`;
}

/** Where the tires are picked up or fitted, with the street address. */
export function orderLocationDetail(order: TireOrder, t: Translate) {
  if (!order.location) return [];
  const place = order.location.address ? `${order.location.name}, ${order.location.address}` : order.location.name;
  return [{ label: t(order.installationRequested ? 'checkout.fittingLocation' : 'checkout.pickupLocation'), value: place }];
}
