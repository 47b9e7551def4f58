import { useIntl } from 'react-intl';
import {
  EXTRA_PRICES_CENTS,
  EXTRA_SERVICES,
  reservationTotalCents,
  SERVICE_PRICES_CENTS,
  SERVICE_TYPES,
  type ExtraService,
  type ServiceLocation,
  type ServiceType,
} from '@tire/contracts';
import { formatEuro } from '@tire/platform';
import { useTranslate } from '../../../shared/use-translate.js';
import { formatDay } from '../../../shared/slot-choice/calendar-dates.js';

/**
 * What is being booked, item by item, with the prices of the contract's table and the total
 * (an estimate: the server computes the amount charged). Sticky beside the form on a wide
 * screen, under it on a phone.
 */
export function BookingSummary({
  serviceType,
  extras,
  location,
  date,
  time,
}: {
  serviceType: string;
  extras: string[] | false | undefined;
  location: ServiceLocation | undefined;
  date: string;
  time: string;
}) {
  const t = useTranslate();
  const language = useIntl().locale;
  const service = (SERVICE_TYPES as readonly string[]).includes(serviceType) ? (serviceType as ServiceType) : SERVICE_TYPES[0];
  const chosen = EXTRA_SERVICES.filter((extra): extra is ExtraService => Array.isArray(extras) && extras.includes(extra));
  const callOut = service === 'call_mechanic';
  const notChosen = <span className="summary__missing">{t('summary.notChosen')}</span>;
  return (
    <section className="card booking-summary" aria-labelledby="booking-summary-title">
      <header className="card__header">
        <h2 id="booking-summary-title" className="card__title">
          {t('summary.title')}
        </h2>
      </header>
      <div className="card__body">
        <dl className="summary-list">
          <PricedRow term={t('summary.service')} name={t(`service.${service}`)} cents={SERVICE_PRICES_CENTS[service]} />
          {chosen.map((extra) => (
            <PricedRow key={extra} term={t('summary.extra')} name={t(`extra.${extra}`)} cents={EXTRA_PRICES_CENTS[extra]} />
          ))}
          <div className="summary-list__row">
            <dt>{t(callOut ? 'summary.area' : 'summary.location')}</dt>
            <dd>{location ? <LocationName location={location} callOut={callOut} /> : notChosen}</dd>
          </div>
          <div className="summary-list__row">
            <dt>{t('summary.when')}</dt>
            <dd>{date ? <span>{time ? t('summary.dateAtTime', { date: formatDay(date, language), time }) : formatDay(date, language)}</span> : notChosen}</dd>
          </div>
        </dl>
        <p className="total-price" aria-live="polite">
          <span className="total-price__label">{t('form.total')}</span>{' '}
          <strong className="total-price__amount" data-testid="reservation-total">
            {formatEuro(reservationTotalCents(service, chosen) / 100)}
          </strong>
        </p>
      </div>
    </section>
  );
}

/** A line of the bill: what it is, its name and its price. */
function PricedRow({ term, name, cents }: { term: string; name: string; cents: number }) {
  return (
    <div className="summary-list__row">
      <dt>{term}</dt>
      <dd>
        <span>{name}</span>
        <span className="summary-list__price">{formatEuro(cents / 100)}</span>
      </dd>
    </div>
  );
}

function LocationName({ location, callOut }: { location: ServiceLocation; callOut: boolean }) {
  return (
    <span>
      {location.name}
      {/* A call-out comes to the customer: the branch's street address is not where they go. */}
      {location.address && !callOut && <span className="summary-list__detail">{location.address}</span>}
    </span>
  );
}
