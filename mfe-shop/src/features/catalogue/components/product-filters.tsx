import { TIRE_BRANDS, TIRE_SIZES, TIRE_TYPES } from '@tire/contracts';
import { Button, Field, Select } from '@tire/ui';
import { useTranslate } from '../../../shared/use-translate.js';
import { noFilters, PRICE_RANGES, type ProductFilters as Filters } from '../filter-products.js';

interface Props {
  filters: Filters;
  onChange: (filters: Filters) => void;
  shown: number;
}

/** Size, brand, type and price range (spec section 9), applied in the browser. */
export function ProductFilters({ filters, onChange, shown }: Props) {
  const t = useTranslate();
  const set = (key: keyof Filters) => (event: { target: { value: string } }) => onChange({ ...filters, [key]: event.target.value });
  const active = Object.values(filters).some(Boolean);
  return (
    <section className="card shop-filters" aria-labelledby="shop-filters-title">
      <h2 id="shop-filters-title" className="shop-filters__title">
        {t('filters.title')}
      </h2>
      <div className="shop-filters__grid">
        <Field label={t('filters.size')}>
          <Select value={filters.size} onChange={set('size')} placeholder={t('filters.all')} options={TIRE_SIZES.map((size) => ({ value: size, label: size }))} />
        </Field>
        <Field label={t('filters.brand')}>
          <Select value={filters.brand} onChange={set('brand')} placeholder={t('filters.all')} options={TIRE_BRANDS.map((brand) => ({ value: brand, label: brand }))} />
        </Field>
        <Field label={t('filters.type')}>
          <Select value={filters.type} onChange={set('type')} placeholder={t('filters.all')} options={TIRE_TYPES.map((type) => ({ value: type, label: t(`type.${type}`) }))} />
        </Field>
        <Field label={t('filters.price')}>
          <Select
            value={filters.price}
            onChange={set('price')}
            placeholder={t('filters.all')}
            options={PRICE_RANGES.map((range) => ({
              value: range.value,
              label: range.to === null ? t('filters.price.over', { from: range.from }) : t('filters.price.range', { from: range.from, to: range.to }),
            }))}
          />
        </Field>
      </div>
      <div className="shop-filters__footer">
        <p className="shop-filters__count" aria-live="polite">
          {t('filters.count', { count: shown })}
        </p>
        {active && (
          <Button variant="ghost" size="sm" onClick={() => onChange(noFilters)}>
            {t('filters.clear')}
          </Button>
        )}
      </div>
    </section>
  );
}
