import type { FreeTime } from '@tire/contracts';
import { useTranslate } from '../use-translate.js';

export type SlotsState = 'chooseFirst' | 'loading' | 'none' | 'ready' | 'failed';

const STATUS: Record<Exclude<SlotsState, 'ready'>, string> = {
  chooseFirst: 'form.time.chooseFirst',
  loading: 'form.time.loading',
  none: 'form.time.none',
  failed: 'form.time.failed',
};

/**
 * The free start times of the chosen day as a group of radio buttons that look like buttons,
 * each saying how many bays are left. Disabled (and saying why) until location and date are
 * chosen and the times have loaded; a time held for this visitor stays offered.
 */
export function TimeSlotPicker({
  id,
  state,
  times,
  heldTime,
  value,
  onChange,
  error,
  inputRef,
}: {
  id: string;
  state: SlotsState;
  times: FreeTime[];
  /** The time of a booking this visitor already holds for this location and day. */
  heldTime?: string;
  value: string;
  onChange: (time: string) => void;
  error?: string;
  inputRef?: (element: HTMLInputElement | null) => void;
}) {
  const t = useTranslate();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const shown =
    heldTime && !times.some((time) => time.time === heldTime) ? [...times, { time: heldTime, left: 0 }].sort((a, b) => a.time.localeCompare(b.time)) : times;
  const describedBy = [state !== 'ready' ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field slot-picker${error ? ' field--invalid' : ''}`}>
      <span id={labelId} className="label">
        {t('form.time')}
        <span className="label__required" aria-hidden="true">
          {' '}
          *
        </span>
      </span>
      <div
        id={id}
        role="radiogroup"
        // Focusable by the form (an invalid submit) while it holds no times to focus.
        tabIndex={state === 'ready' ? undefined : -1}
        className="slot-picker__group"
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        aria-disabled={state !== 'ready' || undefined}
        aria-busy={state === 'loading' || undefined}
        aria-required="true"
        aria-invalid={error ? true : undefined}
      >
        {state === 'ready' &&
          shown.map((slot, index) => {
            const held = slot.time === heldTime;
            return (
              <label key={slot.time} className={`slot${value === slot.time ? ' slot--chosen' : ''}`}>
                <input
                  type="radio"
                  className="slot__input"
                  name="scheduledTime"
                  value={slot.time}
                  checked={value === slot.time}
                  onChange={() => onChange(slot.time)}
                  ref={index === 0 ? inputRef : undefined}
                />
                <span className="slot__time">{slot.time}</span>{' '}
                <span className="slot__left">{held ? t('form.time.held') : t('form.time.left', { count: slot.left })}</span>
              </label>
            );
          })}
      </div>
      {state !== 'ready' && (
        <p id={hintId} className="field__hint slot-picker__status" aria-live="polite">
          {t(STATUS[state])}
          {state === 'none' && ` ${t('form.time.noneHint')}`}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
