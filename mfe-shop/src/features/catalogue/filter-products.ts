import { euroTextToCents, PRICE_FILTER_OPTIONS, type TireProduct } from '@tire/contracts';

/** Tires are sold and compared as a set of four; the price filter reads the set's price. */
export const SET_SIZE = 4;

/** '' means "all" for every filter. `price` holds an option of PRICE_FILTER_OPTIONS (its upper bound). */
export interface ProductFilters {
  size: string;
  brand: string;
  type: string;
  price: string;
}

export const noFilters: ProductFilters = { size: '', brand: '', type: '', price: '' };

export interface PriceRange {
  value: string;
  /** Euros, inclusive. */
  from: number;
  /** Euros, exclusive; null for the open-ended last option ("800+"). */
  to: number | null;
}

/** The spec's options 400, 600, 800, 1000 shown as 200-400, 400-600, 600-800, 800+. */
export const PRICE_RANGES: PriceRange[] = PRICE_FILTER_OPTIONS.map((upper, index) => {
  const last = index === PRICE_FILTER_OPTIONS.length - 1;
  const from = index === 0 ? upper - 200 : PRICE_FILTER_OPTIONS[index - 1]!;
  return { value: String(upper), from, to: last ? null : upper };
});

export const setPriceCents = (product: TireProduct) => euroTextToCents(product.price) * SET_SIZE;

function inPriceRange(product: TireProduct, value: string): boolean {
  const range = PRICE_RANGES.find((option) => option.value === value);
  if (!range) return true;
  const cents = setPriceCents(product);
  return cents >= range.from * 100 && (range.to === null || cents < range.to * 100);
}

/** The products that pass every chosen filter, in the catalogue's order. */
export function filterProducts(products: readonly TireProduct[], filters: ProductFilters): TireProduct[] {
  return products.filter(
    (product) =>
      (!filters.size || product.size === filters.size) &&
      (!filters.brand || product.brand === filters.brand) &&
      (!filters.type || product.type === filters.type) &&
      inPriceRange(product, filters.price),
  );
}

export const isOutOfStock = (product: TireProduct) => product.stock <= 0;
