import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  callPath,
  downloadReservationCalendar,
  euroTextToCents,
  href,
  PAGE_PATHS,
  type ReservationStage,
  type TireOrder,
  type TrackedReservation,
} from '@tire/contracts';
import { formatEuro, formatLongDate, useGetServiceLocationsQuery } from '@tire/platform';
import { Badge, Button, buttonClassName, Card, Spinner, type BadgeTone } from '@tire/ui';
import { useTranslate } from '../../../shared/use-translate.js';
import { orderLineName, orderLocationDetail } from '../../../shared/order-text.js';
import type { PaidSubject, PaymentResult } from '../hooks/use-payment-result.js';

const FAILURE_TEXT = { declined: 'result.failed.text', noPaymentInfo: 'result.failed.noInfo', unverifiable: 'result.failed.support' } as const;

const STAGE_TONES: Record<ReservationStage, BadgeTone> = {
  held: 'warning',
  paid: 'info',
  confirmed: 'success',
  in_progress: 'brand',
  completed: 'success',
  cancelled: 'danger',
};

/** One of the payment's states, each with its way forward; a success says what it paid for, truthfully. */
export function PaymentResultView({ result }: { result: PaymentResult }) {
  const t = useTranslate();
  switch (result.state) {
    case 'verifying':
      return (
        <Card className="payment-result payment-result--verifying">
          <Spinner label={t('result.verifying')} size="lg" />
          <p aria-hidden="true">{t('result.verifying')}</p>
        </Card>
      );
    case 'processing':
      return (
        <ResultCard title={t('result.processing.title')} outcome="processing">
          <p>{t('result.processing.text')}</p>
          <Facts>
            {result.trackingCode && <Fact label={t('result.trackingCode')} value={result.trackingCode} code />}
            {result.orderId && <Fact label={t('result.orderNumber')} value={`#${result.orderId}`} />}
          </Facts>
          <Button onClick={result.refresh} loading={result.refreshing}>
            {result.refreshing ? t('result.processing.refreshing') : t('result.processing.refresh')}
          </Button>
        </ResultCard>
      );
    case 'failed':
      return (
        <ResultCard
          title={t('result.failed.title')}
          outcome="failed"
          footer={
            <>
              <Link to="/" className={buttonClassName('outline')}>
                {t('result.failed.home')}
              </Link>
              <Link to={result.orderId ? href('checkout', { orderId: result.orderId }) : PAGE_PATHS.tireChange} className={buttonClassName('primary')}>
                {t('result.failed.retry')}
              </Link>
            </>
          }
        >
          <p>{t(FAILURE_TEXT[result.reason])}</p>
        </ResultCard>
      );
    case 'succeeded':
      return <Succeeded amount={result.amount} subject={result.subject} />;
  }
}

function Succeeded({ amount, subject }: { amount: number; subject: PaidSubject }) {
  if (subject.kind === 'reservation' && subject.reservation && subject.stage) {
    return <ReservationResult amount={amount} reservation={subject.reservation} stage={subject.stage} />;
  }
  if (subject.kind === 'order' && subject.order) return <OrderResult order={subject.order} />;
  return <PaymentReceived amount={amount} trackingCode={subject.kind === 'reservation' ? subject.trackingCode : null} loading={subject.kind !== 'none'} />;
}

/** The payment is in, what it paid for is not known (yet): the money and the code, nothing more is claimed. */
function PaymentReceived({ amount, trackingCode, loading }: { amount: number; trackingCode: string | null; loading: boolean }) {
  const t = useTranslate();
  return (
    <ResultCard title={t('result.succeeded.title')} outcome="succeeded" footer={<HomeAndBook />}>
      <p>{t('result.succeeded.text')}</p>
      <Facts>
        {trackingCode && <Fact label={t('result.trackingCode')} value={trackingCode} code />}
        <Fact label={t('result.amountPaid')} value={formatEuro(amount)} nowrap />
      </Facts>
      {loading && <Spinner label={t('result.loadingDetails')} />}
    </ResultCard>
  );
}

const RESERVATION_TITLES: Record<ReservationStage, string> = {
  held: 'result.reservation.paid.title',
  paid: 'result.reservation.paid.title',
  confirmed: 'result.reservation.confirmed.title',
  in_progress: 'result.reservation.confirmed.title',
  completed: 'result.reservation.confirmed.title',
  cancelled: 'result.reservation.cancelled.title',
};

/** The reservation as it really is now: paid and awaiting the shop's confirmation, confirmed, or cancelled (with its refund). */
function ReservationResult({ amount, reservation, stage }: { amount: number; reservation: TrackedReservation; stage: ReservationStage }) {
  const t = useTranslate();
  const locations = useGetServiceLocationsQuery();
  const location = locations.data?.find((item) => item.id === reservation.locationId);
  const locationName = reservation.locationName ?? location?.name;
  const locationAddress = reservation.locationAddress ?? location?.address;
  const cancelled = stage === 'cancelled';
  const title = t(RESERVATION_TITLES[stage]);
  return (
    <ResultCard title={title} outcome={cancelled ? 'failed' : 'succeeded'} footer={<HomeAndBook trackingCode={reservation.trackingCode} />}>
      <p className="payment-result__status">
        <Badge tone={STAGE_TONES[stage]}>{t(`result.stage.${stage}`)}</Badge>
      </p>
      <p>{t(cancelled ? 'result.reservation.cancelled.text' : stage === 'paid' ? 'result.reservation.paid.text' : 'result.reservation.confirmed.text')}</p>
      {cancelled && <RefundNote status={reservation.refundStatus ?? null} amount={reservation.refundAmount ?? null} />}
      <Facts>
        <Fact label={t('result.trackingCode')} value={reservation.trackingCode} code />
        <Fact label={t('result.when')} value={t('result.whenValue', { date: formatLongDate(reservation.scheduledDate), time: reservation.scheduledTime })} />
        {locationName && <Fact label={t('result.location')} value={locationAddress ? `${locationName}, ${locationAddress}` : locationName} />}
      </Facts>
      <dl className="checkout-summary__list payment-result__items label-value label-value--priced" aria-label={t('result.items')}>
        <Row
          label={t(`service.${reservation.serviceType}`)}
          value={reservation.servicePrice ? formatEuro(euroTextToCents(reservation.servicePrice) / 100) : ''}
        />
        {(reservation.extras ?? []).map((extra) => (
          <Row key={extra.id} label={t(`extra.${extra.id}`)} value={formatEuro(euroTextToCents(extra.price) / 100)} />
        ))}
        <Row label={t('checkout.total')} value={formatEuro(euroTextToCents(reservation.totalPrice) / 100)} total />
        {!cancelled && <Row label={t('result.amountPaid')} value={formatEuro(amount)} />}
      </dl>
      {!cancelled && (
        <>
          <h3>{t('result.next.title')}</h3>
          <ul className="payment-result__next">
            <li>{t(stage === 'paid' ? 'result.next.confirmation' : 'result.next.email')}</li>
            <li>{t('result.next.arrive')}</li>
            <li>{t('result.next.track')}</li>
          </ul>
          {stage !== 'held' && (
            <p>
              <a
                className={buttonClassName('outline')}
                href={callPath(downloadReservationCalendar, { code: reservation.trackingCode })}
                download={`${reservation.trackingCode}.ics`}
              >
                {t('result.addToCalendar')}
              </a>
            </p>
          )}
        </>
      )}
    </ResultCard>
  );
}

/** "Thank you, order N paid": the lines, the total, where the tires go and what happens next. */
function OrderResult({ order }: { order: TireOrder }) {
  const t = useTranslate();
  const cancelled = order.status === 'cancelled';
  const title = t(cancelled ? 'result.order.cancelled.title' : 'result.order.title', { id: order.id });
  const where = orderLocationDetail(order, t)[0];
  return (
    <ResultCard
      title={title}
      outcome={cancelled ? 'failed' : 'succeeded'}
      footer={
        <>
          <Link to={PAGE_PATHS.dashboard} className={buttonClassName('outline')}>
            {t('result.order.dashboard')}
          </Link>
          <Link to={PAGE_PATHS.tireShop} className={buttonClassName('primary')}>
            {t('result.order.shop')}
          </Link>
        </>
      }
    >
      {cancelled ? (
        <>
          <p>{t('result.order.cancelled.text')}</p>
          <RefundNote status={order.refundStatus ?? null} amount={order.totalAmount} />
        </>
      ) : (
        <p>{t('result.order.text')}</p>
      )}
      <dl className="checkout-summary__list payment-result__items label-value label-value--priced" aria-label={t('result.items')}>
        {(order.lines ?? []).map((line) => (
          <Row
            key={line.productId}
            label={t('checkout.line', { quantity: line.quantity, name: orderLineName(line, [], t) })}
            value={formatEuro((euroTextToCents(line.unitPrice) * line.quantity) / 100)}
          />
        ))}
        {order.fitting && order.fitting.status !== 'cancelled' ? (
          <Row label={t('checkout.fittingLine', { date: formatLongDate(order.fitting.date), time: order.fitting.time })} value={formatEuro(0)} />
        ) : (
          order.installationRequested && <Row label={t('checkout.installation')} value="" />
        )}
        <Row label={t('checkout.total')} value={formatEuro(euroTextToCents(order.totalAmount) / 100)} total />
      </dl>
      {where && (
        <Facts>
          <Fact label={where.label} value={where.value} />
        </Facts>
      )}
      {!cancelled && (
        <>
          <h3>{t('result.next.title')}</h3>
          <ul className="payment-result__next">
            <li>{t('result.order.next.email')}</li>
            <li>
              {order.fitting && order.fitting.status !== 'cancelled'
                ? t('result.order.next.fittingBooked', {
                    date: formatLongDate(order.fitting.date),
                    time: order.fitting.time,
                    location: order.fitting.locationName,
                  })
                : order.location
                  ? t(order.installationRequested ? 'result.order.next.fitting' : 'result.order.next.ready', { location: order.location.name })
                  : t('result.order.next.contact')}
            </li>
          </ul>
        </>
      )}
    </ResultCard>
  );
}

/** What happens to the money of a cancelled booking or order. */
function RefundNote({ status, amount }: { status: string | null; amount: string | null }) {
  const t = useTranslate();
  const euros = amount ? formatEuro(euroTextToCents(amount) / 100) : '';
  const id = status === 'refunded' ? 'result.refund.refunded' : status === 'refund_failed' ? 'result.refund.failed' : 'result.refund.pending';
  return <p className="payment-result__refund">{t(id, { amount: euros })}</p>;
}

function HomeAndBook({ trackingCode }: { trackingCode?: string }) {
  const t = useTranslate();
  return (
    <>
      <Link to="/" className={buttonClassName('outline')}>
        {t('result.succeeded.home')}
      </Link>
      {trackingCode && (
        <Link to={href('trackOrder', { code: trackingCode })} className={buttonClassName('outline')}>
          {t('checkout.alreadyPaid.track')}
        </Link>
      )}
      <Link to={PAGE_PATHS.tireChange} className={buttonClassName('primary')}>
        {t('result.succeeded.bookAnother')}
      </Link>
    </>
  );
}

function Facts({ children }: { children: ReactNode }) {
  return <dl className="payment-result__facts label-value">{children}</dl>;
}

/** A label and its value; `nowrap`: money, kept whole ("564,04 €", never "564,0/4 €"). */
function Fact({ label, value, code, nowrap }: { label: string; value: string; code?: boolean; nowrap?: boolean }) {
  const className = [code ? 'payment-result__code' : '', nowrap ? 'nowrap' : ''].filter(Boolean).join(' ');
  return (
    <div>
      <dt>{label}</dt>
      <dd className={className || undefined}>{value}</dd>
    </div>
  );
}

function Row({ label, value, total }: { label: string; value: string; total?: boolean }) {
  return (
    <div className={`checkout-summary__row${total ? ' checkout-summary__row--total' : ''}`}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** A result's card: an article named by its title, coloured by how the payment went. */
function ResultCard({
  title,
  outcome,
  footer,
  children,
}: {
  title: string;
  outcome: 'processing' | 'failed' | 'succeeded';
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card title={title} className={`payment-result payment-result--${outcome}`} as="article" aria-label={title} footer={footer}>
      {children}
    </Card>
  );
}
