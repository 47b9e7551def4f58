import type { ReactNode } from 'react';
import { useTranslate } from '@tire/platform';

/** A fact of an admin card: the label's message key and its value. */
export type Fact = readonly [label: string, value: ReactNode];

/**
 * An admin card's facts as a label-value list (@tire/ui's label-value: labels wrap between words);
 * the labels in `whole` keep their value on one line on a phone ("11:00", "564,04 €").
 */
export function FactList({ facts, whole }: { facts: readonly Fact[]; whole: ReadonlySet<string> }) {
  const t = useTranslate();
  return (
    <dl className="facts admin-card__facts label-value">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{t(label)}</dt>
          <dd className={whole.has(label) ? 'nowrap' : undefined}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
