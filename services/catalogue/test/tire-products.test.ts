import { RECYCLING_FEE_CENTS_PER_TIRE, TIRE_BRANDS, TIRE_SIZES, TIRE_TYPES, euroTextToCents, tireProductSchema } from '@tire/contracts';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { SEED_PRODUCTS, seedProducts, seedSku } from '../src/data-access/seed-products.js';
import {} from './support/test-service.js';
import { useTestService } from './support/use-test-service.js';

const productList = z.array(tireProductSchema);

const { service } = useTestService();

describe('the tire shop catalogue', () => {
  it('lists every product in the contract shape, with the price as euro text', async () => {
    const { status, body } = await service.call('GET', '/api/tire-products');

    expect(status).toBe(200);
    const products = productList.parse(body);
    expect(products).toHaveLength(SEED_PRODUCTS.length);
    expect(products.length).toBeGreaterThanOrEqual(20);
    for (const product of products) expect(product.price).toMatch(/^\d+\.\d{2}$/);
    expect(products[0]).toEqual({
      id: expect.any(Number),
      brand: 'Nokian',
      model: 'Hakkapeliitta R5',
      size: '195/65 R15',
      type: 'winter',
      price: '111.01',
      imageUrl: null,
      rating: 4.8,
      reviewCount: 342,
      stock: 32,
    });
  });

  it('offers every size, brand and type of the shop filters, and shows some products out of stock', async () => {
    const products = productList.parse((await service.call('GET', '/api/tire-products')).body);

    expect(new Set(products.map((p) => p.size))).toEqual(new Set(TIRE_SIZES));
    expect(new Set(products.map((p) => p.brand))).toEqual(new Set(TIRE_BRANDS));
    expect(new Set(products.map((p) => p.type))).toEqual(new Set(TIRE_TYPES));
    expect(products.filter((p) => p.stock === 0).length).toBeGreaterThanOrEqual(3);
    expect(products.filter((p) => p.stock > 0).length).toBeGreaterThanOrEqual(15);
    for (const product of products) {
      expect(product.rating).toBeGreaterThan(0);
      expect(product.rating).toBeLessThanOrEqual(5);
      expect(product.reviewCount).toBeGreaterThan(0);
    }
  });

  it('includes the 2.01 EUR recycling fee in every price per tire', async () => {
    const products = productList.parse((await service.call('GET', '/api/tire-products')).body);

    for (const seed of SEED_PRODUCTS) {
      const listed = products.find((p) => p.brand === seed.brand && p.model === seed.model && p.size === seed.size);
      expect(euroTextToCents(listed!.price)).toBe(seed.basePriceEuros * 100 + RECYCLING_FEE_CENTS_PER_TIRE);
    }
    expect(products.find((p) => p.model === 'Primacy 4+')?.price).toBe('131.01');
  });

  it('when the seed runs again, then nothing is added twice and stock taken by orders stays taken', async () => {
    const pilot = SEED_PRODUCTS.find((p) => p.model === 'Pilot Sport 5')!;
    await service.db.prisma.product.update({ where: { sku: seedSku(pilot) }, data: { stock: 0 } });

    await seedProducts(service.db.prisma);
    await seedProducts(service.db.prisma);

    expect(await service.db.prisma.product.count()).toBe(SEED_PRODUCTS.length);
    expect((await service.db.prisma.product.findUniqueOrThrow({ where: { sku: seedSku(pilot) } })).stock).toBe(0);
  });

  it('refuses a stock below zero in the database itself', async () => {
    await expect(service.db.pool.query('UPDATE catalogue.products SET stock = -1 WHERE id = 1')).rejects.toMatchObject({ code: '23514' });
  });
});
