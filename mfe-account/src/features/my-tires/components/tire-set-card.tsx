import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { href, type TireSet, type TreadLight } from '@tire/contracts';
import { formatEuro, formatLongDate, toast, useErrorMessage, type ApiFailure } from '@tire/platform';
import { Badge, Button, buttonClassName, type BadgeTone } from '@tire/ui';
import { useTranslate } from '../../../shared/use-translate.js';
import { useEndMyTireStorageMutation } from '../api/my-tires-api.js';
import { lightText, seasonText } from '../tire-set-texts.js';
import { TireSuggestions } from './tire-suggestions.js';

const TONES: Record<TreadLight, BadgeTone> = { red: 'danger', amber: 'warning', green: 'success' };

/** One stored set: what it is, where it is, each wheel's tread as a light in words, its storage and its change. */
export function TireSetCard({ set }: { set: TireSet }) {
  const t = useTranslate();
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const [endStorage, ending] = useEndMyTireStorageMutation();
  const titleId = `tire-set-${set.id}`;
  const mm = (value: number) => t('myTires.tread.mm', { mm: intl.formatNumber(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 }) });
  const onEnd = async () => {
    const result = await endStorage(set.id);
    if ('error' in result) toast({ title: errorMessage(result.error as ApiFailure) ?? t('myTires.endStorage.failed'), variant: 'destructive' });
    else toast({ title: t('myTires.endStorage.done'), variant: 'success' });
  };
  return (
    <li className="card tire-set" aria-labelledby={titleId}>
      <div className="tire-set__head">
        <h3 id={titleId} className="tire-set__title">
          {`${set.brand} ${set.model}`}
        </h3>
        <Badge tone={TONES[set.light]} className="tire-set__light">
          {lightText(t, set.light, set.tireType)}
        </Badge>
      </div>
      <dl className="tire-set__facts">
        <dt>{t('myTires.plate')}</dt>
        <dd>{set.licensePlate}</dd>
        <dt>{t('myTires.size')}</dt>
        <dd>{`${set.tireSize}, ${t(`myTires.type.${set.tireType}`)}, ${t(set.onRims ? 'myTires.onRims' : 'myTires.noRims')}`}</dd>
        <dt>{t('myTires.age')}</dt>
        <dd>{t('myTires.age.value', { years: set.ageYears, week: set.dotWeek, year: set.dotYear })}</dd>
        <dt>{t('myTires.storedAt')}</dt>
        <dd>{set.status === 'stored' ? t('myTires.storedAt.value', { location: set.locationName, shelf: set.shelfLocation }) : t('myTires.out')}</dd>
      </dl>
      <table className="tire-set__treads">
        <caption>{t('myTires.tread.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('myTires.tread.position')}</th>
            <th scope="col">{t('myTires.tread.depth')}</th>
            <th scope="col">{t('myTires.tread.condition')}</th>
          </tr>
        </thead>
        <tbody>
          {set.treads.map((tread) => (
            <tr key={tread.position} data-light={tread.light}>
              <th scope="row">{t(`myTires.position.${tread.position}`)}</th>
              <td>{mm(tread.mm)}</td>
              <td>
                <span className={`tread-light tread-light--${tread.light}`} aria-hidden="true" />
                {lightText(t, tread.light, set.tireType)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {set.agreement && (
        <p className="tire-set__agreement">
          {t('myTires.agreement', { season: seasonText(t, set.agreement.seasonId), price: formatEuro(set.agreement.priceCents / 100) })}{' '}
          {set.agreement.renews ? t('myTires.agreement.renews') : t('myTires.agreement.ends', { date: formatLongDate(set.agreement.seasonEndsOn) })}
        </p>
      )}
      <div className="tire-set__actions">
        {set.nextChange ? (
          <p className="tire-set__next">
            {t('myTires.nextChange', { date: formatLongDate(set.nextChange.scheduledDate), time: set.nextChange.scheduledTime })}
          </p>
        ) : (
          set.status === 'stored' && (
            <Link to={href('tireChange', { tireSet: set.id })} className={buttonClassName('primary', 'sm')}>
              {t('myTires.bookChange')}
            </Link>
          )
        )}
        {set.agreement?.renews && (
          <Button variant="outline" size="sm" onClick={() => void onEnd()} disabled={ending.isLoading}>
            {t('myTires.endStorage')}
          </Button>
        )}
      </div>
      {set.light !== 'green' && <TireSuggestions size={set.tireSize} headingId={`${titleId}-suggest`} />}
    </li>
  );
}
