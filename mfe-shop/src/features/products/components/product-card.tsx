import { useId, useState } from 'react';
import type { TireProduct } from '@tire/contracts';
import { formatEuro } from '@tire/platform';
import { Badge, Button, Select } from '@tire/ui';
import { useTranslate } from '../../../shared/use-translate.js';
import { isOutOfStock, SET_SIZE, setPriceCents } from '../filter-products.js';

interface Props {
  product: TireProduct;
  /** How many of it the cart holds already. */
  inCart: number;
  onAdd: (product: TireProduct, quantity: number) => void;
}

/** The most the card offers at once; the cart's plus button adds more. */
const MAX_CHOICE = 8;

/**
 * One tire: name, size, type, price per tire (and per set), rating, stock, and how many to add,
 * which starts at a set of four (tires are changed in sets; fewer when fewer are left).
 */
export function ProductCard({ product, inCart, onAdd }: Props) {
  const t = useTranslate();
  const quantityId = useId();
  const name = t('product.name', { brand: product.brand, model: product.model });
  const soldOut = isOutOfStock(product);
  const left = Math.max(0, product.stock - inCart);
  const allInCart = left === 0;
  const [wanted, setWanted] = useState(SET_SIZE);
  const quantity = Math.max(1, Math.min(wanted, left));
  const choices = Array.from({ length: Math.min(left, MAX_CHOICE) }, (_, index) => String(index + 1));
  return (
    <article className="card product-card" aria-label={name}>
      <div className="product-card__image" aria-hidden="true">
        {product.imageUrl ? <img src={product.imageUrl} alt="" loading="lazy" /> : <TireIcon />}
      </div>
      <div className="product-card__body">
        <p className="product-card__brand">{product.brand}</p>
        <h3 className="product-card__model">{product.model}</h3>
        <p className="product-card__meta">
          <span>{product.size}</span> ·{' '}
          <Badge tone={product.type === 'winter' ? 'info' : product.type === 'summer' ? 'warning' : 'neutral'}>{t(`type.${product.type}`)}</Badge>
        </p>
        <p className="product-card__rating">
          <span aria-hidden="true">★ </span>
          {t('product.rating', { rating: product.rating.toFixed(1), count: product.reviewCount })}
        </p>
        <p className="product-card__price">
          <strong data-testid="product-price">{formatEuro(product.price)}</strong> <span>{t('product.perTire')}</span>
        </p>
        <p className="product-card__set">{t('product.setOfFour', { price: formatEuro(setPriceCents(product) / 100) })}</p>
        <p className={soldOut ? 'product-card__stock product-card__stock--out' : 'product-card__stock'}>
          {soldOut ? <Badge tone="danger">{t('product.outOfStock')}</Badge> : t('product.stock', { count: product.stock })}
        </p>
      </div>
      <footer className="product-card__footer">
        {inCart > 0 && <span className="product-card__in-cart">{t('product.inCart', { count: inCart })}</span>}
        {!soldOut && !allInCart && (
          <span className="product-card__quantity">
            <label htmlFor={quantityId}>{t('product.quantity')}</label>
            <Select
              id={quantityId}
              value={String(quantity)}
              aria-label={t('product.quantityNamed', { name })}
              onChange={(event) => setWanted(Number(event.target.value))}
              options={choices.map((value) => ({ value, label: value }))}
            />
          </span>
        )}
        <Button
          onClick={() => onAdd(product, quantity)}
          disabled={soldOut || allInCart}
          aria-label={t(soldOut ? 'product.outOfStockNamed' : 'product.addNamed', { name })}
        >
          {soldOut ? t('product.outOfStock') : t('product.add')}
        </Button>
      </footer>
    </article>
  );
}

/** A plain tire drawing for products without a picture. */
function TireIcon() {
  return (
    <svg viewBox="0 0 64 64" fill="none" stroke="currentColor" strokeWidth="3">
      <circle cx="32" cy="32" r="28" strokeWidth="8" strokeDasharray="4 3" />
      <circle cx="32" cy="32" r="14" />
      <circle cx="32" cy="32" r="4" fill="currentColor" />
    </svg>
  );
}
