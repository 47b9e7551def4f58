import { formatShortDay, useTranslate } from '@tire/platform';

/** The next seven days from today as toggle buttons; the pressed one is the day shown below. */
export function DateSelector({ dates, selected, onSelect }: { dates: string[]; selected: string; onSelect: (date: string) => void }) {
  const t = useTranslate();
  return (
    <div className="admin-dates" role="group" aria-label={t('dates.label')}>
      {dates.map((date, index) => {
        const day = formatShortDay(date);
        const relative = index === 0 ? t('dates.today') : index === 1 ? t('dates.tomorrow') : undefined;
        return (
          <button
            key={date}
            type="button"
            className={`btn btn--sm ${date === selected ? 'btn--primary' : 'btn--outline'}`}
            aria-pressed={date === selected}
            data-date={date}
            onClick={() => onSelect(date)}
          >
            {relative ? `${relative} ${day}` : day}
          </button>
        );
      })}
    </div>
  );
}
