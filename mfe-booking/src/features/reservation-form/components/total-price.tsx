import { EXTRA_SERVICES, reservationTotalCents, SERVICE_TYPES, type ExtraService, type ServiceType } from '@tire/contracts';
import { formatEuro } from '@tire/platform';
import { useTranslate } from '../../../shared/use-translate.js';

/** The live estimate from the contract's price table; the server computes the amount charged. */
export function TotalPrice({ serviceType, extras }: { serviceType: string; extras: string[] | false | undefined }) {
  const t = useTranslate();
  const service = (SERVICE_TYPES as readonly string[]).includes(serviceType) ? (serviceType as ServiceType) : SERVICE_TYPES[0];
  const chosen = (Array.isArray(extras) ? extras : []).filter((extra): extra is ExtraService =>
    (EXTRA_SERVICES as readonly string[]).includes(extra),
  );
  return (
    <p className="total-price" aria-live="polite">
      <span className="total-price__label">{t('form.total')}</span>{' '}
      <strong className="total-price__amount" data-testid="reservation-total">
        {formatEuro(reservationTotalCents(service, chosen) / 100)}
      </strong>
    </p>
  );
}
