import { RECYCLING_FEE_CENTS_PER_TIRE, type TIRE_BRANDS, type TIRE_SIZES, type TireProduct } from '@tire/contracts';
import type { Prisma } from './database.js';

export interface SeedProduct {
  brand: (typeof TIRE_BRANDS)[number];
  model: string;
  size: (typeof TIRE_SIZES)[number];
  type: TireProduct['type'];
  /** The tire's own price in whole euros, before the recycling fee. */
  basePriceEuros: number;
  rating: number;
  reviewCount: number;
  stock: number;
}

/**
 * A realistic winter-2026 catalogue of a Finnish tire shop: every size, brand and type of the
 * shop's filters, prices per tire as Finnish retailers list them, a few products sold out.
 * Stock comes in sets of four; one product has exactly one set left.
 */
export const SEED_PRODUCTS: readonly SeedProduct[] = [
  { brand: 'Nokian', model: 'Hakkapeliitta R5', size: '195/65 R15', type: 'winter', basePriceEuros: 109, rating: 4.8, reviewCount: 342, stock: 32 },
  { brand: 'Nokian', model: 'Wetproof 1', size: '195/65 R15', type: 'summer', basePriceEuros: 84, rating: 4.6, reviewCount: 128, stock: 24 },
  { brand: 'Nokian', model: 'Hakkapeliitta R5', size: '205/55 R16', type: 'winter', basePriceEuros: 139, rating: 4.8, reviewCount: 517, stock: 40 },
  { brand: 'Nokian', model: 'Seasonproof 1', size: '205/55 R16', type: 'all_season', basePriceEuros: 112, rating: 4.4, reviewCount: 86, stock: 0 },
  { brand: 'Nokian', model: 'Powerproof 1', size: '225/45 R17', type: 'summer', basePriceEuros: 149, rating: 4.6, reviewCount: 203, stock: 16 },
  { brand: 'Nokian', model: 'Hakkapeliitta 10p', size: '245/40 R18', type: 'winter', basePriceEuros: 239, rating: 4.9, reviewCount: 95, stock: 8 },
  { brand: 'Michelin', model: 'Primacy 4+', size: '205/55 R16', type: 'summer', basePriceEuros: 129, rating: 4.7, reviewCount: 611, stock: 36 },
  { brand: 'Michelin', model: 'CrossClimate 2', size: '195/65 R15', type: 'all_season', basePriceEuros: 104, rating: 4.7, reviewCount: 274, stock: 20 },
  { brand: 'Michelin', model: 'Alpin 6', size: '195/65 R15', type: 'winter', basePriceEuros: 99, rating: 4.6, reviewCount: 134, stock: 16 },
  { brand: 'Michelin', model: 'X-Ice Snow', size: '225/45 R17', type: 'winter', basePriceEuros: 189, rating: 4.8, reviewCount: 158, stock: 12 },
  { brand: 'Michelin', model: 'CrossClimate 2', size: '225/45 R17', type: 'all_season', basePriceEuros: 174, rating: 4.7, reviewCount: 189, stock: 0 },
  { brand: 'Michelin', model: 'Pilot Sport 5', size: '245/40 R18', type: 'summer', basePriceEuros: 229, rating: 4.9, reviewCount: 341, stock: 4 },
  { brand: 'Continental', model: 'EcoContact 6', size: '195/65 R15', type: 'summer', basePriceEuros: 79, rating: 4.5, reviewCount: 231, stock: 28 },
  { brand: 'Continental', model: 'VikingContact 8', size: '205/55 R16', type: 'winter', basePriceEuros: 134, rating: 4.7, reviewCount: 176, stock: 24 },
  { brand: 'Continental', model: 'AllSeasonContact 2', size: '205/55 R16', type: 'all_season', basePriceEuros: 119, rating: 4.5, reviewCount: 97, stock: 12 },
  { brand: 'Continental', model: 'PremiumContact 7', size: '225/45 R17', type: 'summer', basePriceEuros: 159, rating: 4.8, reviewCount: 264, stock: 20 },
  { brand: 'Continental', model: 'IceContact 3', size: '245/40 R18', type: 'winter', basePriceEuros: 249, rating: 4.6, reviewCount: 64, stock: 0 },
  { brand: 'Continental', model: 'SportContact 7', size: '245/40 R18', type: 'summer', basePriceEuros: 259, rating: 4.8, reviewCount: 142, stock: 8 },
  { brand: 'Bridgestone', model: 'Blizzak 6', size: '195/65 R15', type: 'winter', basePriceEuros: 96, rating: 4.4, reviewCount: 118, stock: 16 },
  { brand: 'Bridgestone', model: 'Turanza 6', size: '205/55 R16', type: 'summer', basePriceEuros: 117, rating: 4.5, reviewCount: 153, stock: 20 },
  {
    brand: 'Bridgestone',
    model: 'Weather Control A005 Evo',
    size: '225/45 R17',
    type: 'all_season',
    basePriceEuros: 164,
    rating: 4.5,
    reviewCount: 88,
    stock: 8,
  },
  { brand: 'Bridgestone', model: 'Blizzak LM005', size: '225/45 R17', type: 'winter', basePriceEuros: 172, rating: 4.5, reviewCount: 71, stock: 12 },
  { brand: 'Bridgestone', model: 'Potenza Sport', size: '245/40 R18', type: 'summer', basePriceEuros: 219, rating: 4.6, reviewCount: 109, stock: 0 },
  {
    brand: 'Bridgestone',
    model: 'Weather Control A005 Evo',
    size: '245/40 R18',
    type: 'all_season',
    basePriceEuros: 209,
    rating: 4.4,
    reviewCount: 43,
    stock: 6,
  },
];

/** The price a customer pays per tire: the tire itself plus the recycling fee. */
export const seedPriceCents = (product: SeedProduct) => product.basePriceEuros * 100 + RECYCLING_FEE_CENTS_PER_TIRE;

/** A stable key per product, e.g. "nokian-hakkapeliitta-r5-205-55-r16": how the seed finds its rows again. */
export const seedSku = (product: Pick<SeedProduct, 'brand' | 'model' | 'size'>) =>
  `${product.brand} ${product.model} ${product.size}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * Idempotent: running it again updates the same rows (matched by sku) and adds nothing twice.
 * Stock is set only when a product is first created: afterwards it is live data that orders
 * take from, and re-seeding must not hand out tires that customers have already bought.
 */
export async function seedProducts(prisma: Prisma, products: readonly SeedProduct[] = SEED_PRODUCTS) {
  for (const product of products) {
    const fields = {
      brand: product.brand,
      model: product.model,
      size: product.size,
      type: product.type,
      priceCents: seedPriceCents(product),
      // No product photos yet: the shop shows its own placeholder for a null image.
      imageUrl: null,
      rating: product.rating,
      reviewCount: product.reviewCount,
    };
    await prisma.product.upsert({
      where: { sku: seedSku(product) },
      create: { sku: seedSku(product), ...fields, stock: product.stock },
      update: fields,
    });
  }
}
