import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { PageFrame, withMessages } from '@tire/platform';
import { Button, EmptyState, Spinner } from '@tire/ui';
import { shopMessages } from '../i18n/index.js';
import { useTranslate } from '../shared/use-translate.js';
import { useGetTireProductsQuery } from '../shared/tire-products-api.js';
import { ProductCard } from '../features/products/components/product-card.js';
import { ProductFilters } from '../features/products/components/product-filters.js';
import { ShopClaims } from '../features/products/components/shop-claims.js';
import { filterProducts, noFilters, type ProductFilters as Filters } from '../features/products/filter-products.js';
import { CART_SECTION_ID, CartBar } from '../features/cart/components/cart-bar.js';
import { CartSidebar } from '../features/cart/components/cart-sidebar.js';
import { useCart } from '../features/cart/hooks/use-cart.js';

/** /tire-shop: the shop's claims, filters, product cards and the cart. */
export const TireShopPage = withMessages(shopMessages, function TireShop() {
  const t = useTranslate();
  const products = useGetTireProductsQuery();
  const [params] = useSearchParams();
  // A link may open the shop filtered by a size ("My tires" suggests a worn set's size).
  const [filters, setFilters] = useState<Filters>(() => ({ ...noFilters, size: params.get('size') ?? '' }));
  const cart = useCart(products.data);
  const shown = filterProducts(products.data ?? [], filters);
  useScrollToCartOnRequest();

  return (
    <PageFrame title={t('shop.title')} lead={t('shop.intro')} className="shop-page" headerExtra={<ShopClaims />}>
      <div className="shop-layout">
        <div className="shop-layout__main">
          <ProductFilters filters={filters} onChange={setFilters} shown={shown.length} />
          {products.isLoading ? (
            <Spinner label={t('products.loading')} className="shop-page__spinner" />
          ) : products.isError ? (
            <EmptyState
              title={t('products.failed.title')}
              description={t('products.failed.text')}
              action={<Button onClick={() => void products.refetch()}>{t('products.retry')}</Button>}
            />
          ) : shown.length === 0 ? (
            <EmptyState title={t('products.none.title')} description={t('products.none.text')} />
          ) : (
            <div className="product-grid">
              {shown.map((product) => (
                <ProductCard
                  key={product.id}
                  product={product}
                  inCart={cart.quantityOf(product.id)}
                  onAdd={(item, quantity) => cart.add(item.id, item.stock, quantity)}
                />
              ))}
            </div>
          )}
        </div>
        <aside className="shop-layout__aside">
          <CartSidebar cart={cart} />
        </aside>
      </div>
      <CartBar cart={cart} />
    </PageFrame>
  );
});

/** The header's cart link (/tire-shop#cart) shows the cart, also when the shop is already open. */
function useScrollToCartOnRequest() {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash === `#${CART_SECTION_ID}`) document.getElementById(CART_SECTION_ID)?.scrollIntoView?.({ block: 'start' });
  }, [hash]);
}
