import { z } from 'zod';
import { defineCall } from '../common/call.js';
import { API_PATHS } from '../paths.js';

export const TIRE_TYPES = ['summer', 'winter', 'all_season'] as const;
export const TIRE_SIZES = ['195/65 R15', '205/55 R16', '225/45 R17', '245/40 R18'] as const;
export const TIRE_BRANDS = ['Nokian', 'Michelin', 'Continental', 'Bridgestone'] as const;
/** Upper bounds of the price filter (EUR); shown as 200-400, 400-600, 600-800, 800+. */
export const PRICE_FILTER_OPTIONS = [400, 600, 800, 1000] as const;
/** Included in every tire's price. */
export const RECYCLING_FEE_CENTS_PER_TIRE = 201;

export const tireProductSchema = z.object({
  id: z.number().int(),
  brand: z.string(),
  model: z.string(),
  size: z.string(),
  type: z.enum(TIRE_TYPES),
  /** Euro text, two decimals, per tire, recycling fee included. */
  price: z.string(),
  imageUrl: z.string().nullable(),
  rating: z.number(),
  reviewCount: z.number().int(),
  stock: z.number().int(),
});
export type TireProduct = z.infer<typeof tireProductSchema>;

export const listTireProducts = defineCall({ method: 'GET', path: API_PATHS.listTireProducts, response: z.array(tireProductSchema) });
