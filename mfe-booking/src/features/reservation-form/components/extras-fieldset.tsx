import type { UseFormRegisterReturn } from 'react-hook-form';
import { EXTRA_PRICES_CENTS, EXTRA_SERVICES } from '@tire/contracts';
import { formatEuro } from '@tire/platform';
import { useTranslate } from '../../../shared/use-translate.js';

export function ExtrasFieldset({ registration }: { registration: UseFormRegisterReturn }) {
  const t = useTranslate();
  return (
    <fieldset className="form-section">
      <legend className="form-section__legend">{t('form.section.extras')}</legend>
      <ul className="checkbox-list">
        {EXTRA_SERVICES.map((extra) => (
          <li key={extra}>
            <label className="checkbox">
              <input type="checkbox" value={extra} {...registration} />
              <span className="checkbox__label">{t(`extra.${extra}`)}</span>
              <span className="checkbox__price">{t('extra.price', { price: formatEuro(EXTRA_PRICES_CENTS[extra] / 100) })}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
