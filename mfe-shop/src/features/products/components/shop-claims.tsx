import { useTranslate } from '../../../shared/use-translate.js';

/** The shop's promises (spec section 2): installation, recycling of old tires, 2-year warranty. */
export function ShopClaims() {
  const t = useTranslate();
  return (
    <ul className="shop-claims" aria-label={t('shop.claims.label')}>
      <li className="shop-claims__item">{t('shop.claims.installation')}</li>
      <li className="shop-claims__item">{t('shop.claims.recycling')}</li>
      <li className="shop-claims__item">{t('shop.claims.warranty')}</li>
    </ul>
  );
}
