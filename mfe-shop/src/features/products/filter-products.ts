import { euroTextToCents, PRICE_FILTER_OPTIONS, type TireProduct } from '@tire/contracts';

/** Tires are sold and compared as a set of four; the price filter reads the set's price. */
export const SET_SIZE = 4;

/**
 * '' means "all" for every filter. `size` is what the customer typed or picked ("205/55 R16",
 * "205/55r16", "2055516" or the start of a size such as "205/55"). `price` holds an option of
 * PRICE_FILTER_OPTIONS (its upper bound).
 */
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

/**
 * A tire size the way it is compared: no spaces, capital R, and seven digits read as
 * width/profile R rim ("2055516" is "205/55R16").
 */
function normalizeTireSize(text: string): string {
  const compact = text.replace(/\s+/g, '').toUpperCase();
  const digits = /^(\d{3})(\d{2})(\d{2})$/.exec(compact);
  return digits ? `${digits[1]}/${digits[2]}R${digits[3]}` : compact;
}

/** A product of that size, or of a size that starts as typed. */
const matchesSize = (product: TireProduct, typed: string) => normalizeTireSize(product.size).startsWith(normalizeTireSize(typed));

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
      (!filters.size.trim() || matchesSize(product, filters.size)) &&
      (!filters.brand || product.brand === filters.brand) &&
      (!filters.type || product.type === filters.type) &&
      inPriceRange(product, filters.price),
  );
}

export const isOutOfStock = (product: TireProduct) => product.stock <= 0;
