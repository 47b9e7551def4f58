import { useId, useState } from 'react';
import { TIRE_BRANDS, TIRE_SIZES, TIRE_TYPES } from '@tire/contracts';
import { Button, Field, Input, Select } from '@tire/ui';
import { useTranslate } from '../../../shared/use-translate.js';
import { noFilters, PRICE_RANGES, type ProductFilters as Filters } from '../filter-products.js';

interface Props {
  filters: Filters;
  onChange: (filters: Filters) => void;
  shown: number;
}

/**
 * Size, brand, type and price range (spec section 9), applied in the browser. The size is typed
 * (width/profile/rim) or picked from the common sizes. On a phone the filters fold behind a button
 * so the tires come first.
 */
export function ProductFilters({ filters, onChange, shown }: Props) {
  const t = useTranslate();
  const gridId = useId();
  const sizesId = useId();
  const [open, setOpen] = useState(false);
  const set = (key: keyof Filters) => (event: { target: { value: string } }) => onChange({ ...filters, [key]: event.target.value });
  const activeCount = Object.values(filters).filter((value) => value.trim()).length;
  // Brand, type and price: each a select of its own choices, "All" first.
  const choices: Array<[key: 'brand' | 'type' | 'price', options: Array<{ value: string; label: string }>]> = [
    ['brand', TIRE_BRANDS.map((brand) => ({ value: brand, label: brand }))],
    ['type', TIRE_TYPES.map((type) => ({ value: type, label: t(`type.${type}`) }))],
    [
      'price',
      PRICE_RANGES.map((range) => ({
        value: range.value,
        label: range.to === null ? t('filters.price.over', { from: range.from }) : t('filters.price.range', { from: range.from, to: range.to }),
      })),
    ],
  ];
  return (
    <section className={`card shop-filters${open ? ' shop-filters--open' : ''}`} aria-labelledby="shop-filters-title">
      <div className="shop-filters__head">
        <h2 id="shop-filters-title" className="shop-filters__title">
          {t('filters.title')}
        </h2>
        <Button
          variant="outline"
          size="sm"
          className="shop-filters__toggle"
          aria-expanded={open}
          aria-controls={gridId}
          onClick={() => setOpen((value) => !value)}
        >
          {t(open ? 'filters.hide' : 'filters.show', { count: activeCount })}
        </Button>
      </div>
      <div className="shop-filters__grid" id={gridId}>
        <Field label={t('filters.size')} hint={t('filters.size.hint')}>
          <Input value={filters.size} onChange={set('size')} list={sizesId} autoComplete="off" spellCheck={false} maxLength={20} />
        </Field>
        <datalist id={sizesId}>
          {TIRE_SIZES.map((size) => (
            <option key={size} value={size} />
          ))}
        </datalist>
        {choices.map(([key, options]) => (
          <Field key={key} label={t(`filters.${key}`)}>
            <Select value={filters[key]} onChange={set(key)} placeholder={t('filters.all')} options={options} />
          </Field>
        ))}
      </div>
      <div className="shop-filters__footer">
        <p className="shop-filters__count" aria-live="polite">
          {t('filters.count', { count: shown })}
        </p>
        {activeCount > 0 && (
          <Button variant="ghost" size="sm" onClick={() => onChange(noFilters)}>
            {t('filters.clear')}
          </Button>
        )}
      </div>
    </section>
  );
}
