import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { href, type TireOrder } from '@tire/contracts';
import { failureCode, formatLongDate, toast, useErrorMessage, useGetMyOrdersQuery, type ApiFailure } from '@tire/platform';
import { Button, Spinner } from '@tire/ui';
import { DayAndTimeFields } from '../../../shared/slot-choice/day-and-time-fields.js';
import { useSlotsFailedToast } from '../../../shared/slot-choice/use-slots-failed-toast.js';
import { useTranslate } from '../../../shared/use-translate.js';
import { useChooseOrderFittingMutation } from '../api/order-fitting-api.js';
import { useFittingChoice, useFittingMonth } from './use-fitting-slots.js';

const DATE_ID = 'fitting-date';
const TIME_ID = 'fitting-time';

/**
 * /order-fitting?orderId=N: the fitting time of a tire order with installation, chosen between the
 * cart and the payment (issue 27). The booking calendar at the order's location offers no day
 * before the first one its tires can be fitted; the chosen time is held with the unpaid order and
 * the one payment that follows covers both, the fitting at no extra cost.
 */
export function OrderFitting() {
  const t = useTranslate();
  const [params] = useSearchParams();
  const orderId = Number(params.get('orderId'));
  const orders = useGetMyOrdersQuery();
  const order = orders.data?.find((candidate) => candidate.id === orderId);

  if (orders.isLoading) return <Spinner />;
  if (!order || !order.installationRequested || !order.location || !order.fittingEarliestDate) {
    return (
      <p className="order-fitting__gone" role="status">
        {t('fitting.notFound')} <Link to={href('dashboard')}>{t('fitting.toOrders')}</Link>
      </p>
    );
  }
  if (order.status !== 'pending') {
    return (
      <p className="order-fitting__gone" role="status">
        {t('fitting.notPending')} <Link to={href('dashboard')}>{t('fitting.toOrders')}</Link>
      </p>
    );
  }
  return <FittingForm order={order as FittableOrder} />;
}

type FittableOrder = TireOrder & { location: NonNullable<TireOrder['location']>; fittingEarliestDate: string };

function FittingForm({ order }: { order: FittableOrder }) {
  const t = useTranslate();
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const locationId = order.location.id;
  const month = useFittingMonth(locationId, order.fittingEarliestDate);
  const choice = useFittingChoice(locationId);
  const { date, time, setTime } = choice;
  const [choose, { isLoading }] = useChooseOrderFittingMutation();
  useSlotsFailedToast(month.failed, choice.failed);

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (!date || !time || isLoading) return;
    const result = await choose({ orderId: order.id, body: { date, time } });
    if ('data' in result && result.data) {
      navigate(href('checkout', { orderId: order.id }));
      return;
    }
    const error = result.error as ApiFailure;
    if (error.status === 401) return;
    // Taken meanwhile: the times reload (the mutation's tags) and the customer chooses again.
    if (failureCode(error) === 'reservation.slotUnavailable') setTime('');
    toast({ title: t('fitting.failed'), description: errorMessage(error), variant: 'destructive' });
  }

  const chosen = order.fitting && order.fitting.status === 'held' ? order.fitting : null;
  return (
    <form
      className="card order-fitting"
      aria-labelledby="fitting-title"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-busy={isLoading || undefined}
    >
      <h2 id="fitting-title" className="order-fitting__title">
        {t('fitting.heading', { orderId: order.id })}
      </h2>
      <dl className="order-fitting__facts label-value">
        <div>
          <dt>{t('fitting.location')}</dt>
          <dd>{order.location.address ? `${order.location.name}, ${order.location.address}` : order.location.name}</dd>
        </div>
        <div>
          <dt>{t('fitting.price')}</dt>
          <dd data-testid="fitting-price">{t('fitting.included')}</dd>
        </div>
        {chosen && (
          <div>
            <dt>{t('fitting.chosen')}</dt>
            <dd>{t('fitting.when', { date: formatLongDate(chosen.date), time: chosen.time })}</dd>
          </div>
        )}
      </dl>
      <p className="order-fitting__rule" id={`${DATE_ID}-hint`}>
        {t('fitting.earliest', { date: formatLongDate(order.fittingEarliestDate) })}
      </p>
      <DayAndTimeFields
        dateId={DATE_ID}
        timeId={TIME_ID}
        label={t('form.date')}
        describedBy={`${DATE_ID}-hint`}
        notBefore={order.fittingEarliestDate}
        month={month}
        choice={choice}
      />
      <div className="order-fitting__actions">
        <Button type="submit" size="lg" loading={isLoading} disabled={!date || !time || isLoading}>
          {date && time ? t('fitting.submitTo', { date: formatLongDate(date), time }) : t('fitting.submit')}
        </Button>
      </div>
    </form>
  );
}
