import { formatEuro, useGetServiceLocationsQuery } from '@tire/platform';
import { Button, Field, Select } from '@tire/ui';
import { useTranslate } from '../../../shared/use-translate.js';
import type { Cart } from '../hooks/use-cart.js';
import { CART_SECTION_ID } from './cart-bar.js';
import { useCheckoutOrder } from '../hooks/use-checkout-order.js';

/** The cart: lines with plus, minus and remove, the installation wish, where the tires go, the total and checkout. */
export function CartSidebar({ cart }: { cart: Cart }) {
  const t = useTranslate();
  const { checkout, isSending, userLoading, locationMissing } = useCheckoutOrder(cart);
  const locations = useGetServiceLocationsQuery();
  const chosen = locations.data?.find((location) => location.id === cart.locationId);
  return (
    <section className="card cart" id={CART_SECTION_ID} aria-labelledby="cart-title" tabIndex={-1}>
      <h2 id="cart-title" className="cart__title">
        {t('cart.title')}
      </h2>
      {cart.lines.length === 0 ? (
        <p className="cart__empty">{t('cart.empty')}</p>
      ) : (
        <ul className="cart__lines">
          {cart.lines.map(({ product, quantity, lineCents }) => {
            const name = t('product.name', { brand: product.brand, model: product.model });
            return (
              <li key={product.id} className="cart-line" aria-label={name}>
                <div className="cart-line__name">
                  <strong>{name}</strong>
                  <span className="cart-line__size">{product.size}</span>
                </div>
                <div className="cart-line__controls">
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={t('cart.decrease', { name })}
                    onClick={() => cart.setQuantity(product.id, quantity - 1, product.stock)}
                  >
                    −
                  </Button>
                  <output className="cart-line__quantity" aria-label={t('cart.quantity')}>
                    {quantity}
                  </output>
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={t('cart.increase', { name })}
                    disabled={quantity >= product.stock}
                    onClick={() => cart.add(product.id, product.stock)}
                  >
                    +
                  </Button>
                  <Button variant="ghost" size="sm" aria-label={t('cart.remove', { name })} onClick={() => cart.remove(product.id)}>
                    ✕
                  </Button>
                </div>
                <p className="cart-line__price">
                  <span>{t('cart.lineTotal', { quantity, price: formatEuro(product.price) })}</span>
                  <strong>{formatEuro(lineCents / 100)}</strong>
                </p>
                {quantity > product.stock && (
                  <p className="field__error" role="alert">
                    {t('cart.maxStock', { count: Math.max(product.stock, 0) })}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <label className="cart__installation">
        <input type="checkbox" checked={cart.installationRequested} onChange={(event) => cart.setInstallation(event.target.checked)} />
        <span>
          {t('cart.installation')}
          <small className="field__hint">{t('cart.installation.hint')}</small>
        </span>
      </label>
      <Field
        label={t(cart.installationRequested ? 'cart.location.fitting' : 'cart.location.pickup')}
        required
        hint={chosen?.address ?? t('cart.location.hint')}
        error={locationMissing ? t('cart.location.required') : undefined}
        className="cart__location"
      >
        <Select
          value={cart.locationId === null ? '' : String(cart.locationId)}
          placeholder={t('cart.location.choose')}
          options={(locations.data ?? []).map((location) => ({
            value: String(location.id),
            label: location.address ? `${location.name}, ${location.address}` : location.name,
          }))}
          onChange={(event) => cart.setLocation(event.target.value ? Number(event.target.value) : null)}
        />
      </Field>
      <p className="cart__total">
        <span>{t('cart.total')}</span>
        <strong data-testid="cart-total">{formatEuro(cart.totalCents / 100)}</strong>
      </p>
      <p className="cart__vat">{t('cart.vatIncluded')}</p>
      <Button size="lg" className="cart__checkout" onClick={() => void checkout()} loading={isSending} disabled={userLoading}>
        {isSending ? t('cart.checkingOut') : t('cart.checkout')}
      </Button>
    </section>
  );
}
