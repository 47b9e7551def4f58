import { Link } from 'react-router-dom';
import { href } from '@tire/contracts';
import { formatEuro } from '@tire/platform';
import { buttonClassName } from '@tire/ui';
import { useTranslate } from '../../../shared/use-translate.js';
import { useGetTiresToSuggestQuery } from '../api/my-tires-api.js';

/** How many of the shop's tires a worn set suggests; the link shows all of that size. */
const SHOWN = 3;
const compact = (size: string) => size.replace(/\s+/g, '').toUpperCase();

/** A worn set's suggestion: the shop's tires in its size, and the shop filtered by that size. */
export function TireSuggestions({ size, headingId }: { size: string; headingId: string }) {
  const t = useTranslate();
  const products = useGetTiresToSuggestQuery();
  const matching = (products.data ?? []).filter((product) => compact(product.size) === compact(size) && product.stock > 0).slice(0, SHOWN);
  return (
    <section className="tire-suggestions" aria-labelledby={headingId}>
      <h4 id={headingId} className="tire-suggestions__title">
        {t('myTires.suggest.title')}
      </h4>
      {matching.length > 0 && (
        <>
          <p>{t('myTires.suggest.text', { size })}</p>
          <ul className="tire-suggestions__list">
            {matching.map((product) => (
              <li key={product.id}>
                {`${product.brand} ${product.model}, ${product.size}`} — {t('myTires.suggest.price', { price: formatEuro(Number(product.price)) })}
              </li>
            ))}
          </ul>
        </>
      )}
      <Link to={href('tireShop', { size })} className={buttonClassName('outline', 'sm')}>
        {t('myTires.suggest.link', { size })}
      </Link>
    </section>
  );
}
