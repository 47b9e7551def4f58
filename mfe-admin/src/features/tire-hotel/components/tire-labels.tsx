import { WHEEL_POSITIONS, type TireSet } from '@tire/contracts';
import { useTranslate } from '@tire/platform';
import { Button } from '@tire/ui';
import { printSection } from '../print-section.js';

/** The set's printable labels: one per tire, with its number, plate, size and wheel position. */
export function TireLabels({ set }: { set: TireSet }) {
  const t = useTranslate();
  return (
    <section className="tire-labels-section" aria-labelledby="tire-labels-heading">
      <h3 id="tire-labels-heading">{t('tireHotel.labels.heading', { label: set.labelNumber })}</h3>
      <ul className="tire-labels">
        {WHEEL_POSITIONS.map((position) => (
          <li key={position} className="tire-label">
            <strong className="tire-label__number">{`${set.labelNumber}-${t(`tireHotel.position.short.${position}`)}`}</strong>
            <span>{set.licensePlate}</span>
            <span>{set.tireSize}</span>
            <span>{t(`tireHotel.position.${position}`)}</span>
            <span>{t('tireHotel.labels.shelf', { shelf: set.shelfLocation })}</span>
          </li>
        ))}
      </ul>
      <Button variant="outline" size="sm" onClick={() => printSection('labels')}>
        {t('tireHotel.labels.print')}
      </Button>
    </section>
  );
}
