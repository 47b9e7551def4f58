import { AvailabilityCalendar } from './availability-calendar.js';
import { TimeSlotPicker, type SlotsState } from './time-slot-picker.js';
import type { useDayAndTime, useLocationMonth } from './use-location-month.js';
import type { FreeTime } from '@tire/contracts';

/**
 * The day and time of a form at one known location (moving a booking, choosing a fitting): the
 * availability calendar under its label (a grid has no <label>), then the chosen day's free times.
 */
export function DayAndTimeFields({
  dateId,
  timeId,
  label,
  describedBy,
  notBefore,
  month,
  choice,
}: {
  dateId: string;
  timeId: string;
  label: string;
  describedBy?: string;
  /** The first day that may be chosen (the days before say "too soon"). */
  notBefore: string;
  month: ReturnType<typeof useLocationMonth>;
  choice: ReturnType<typeof useDayAndTime> & { times: FreeTime[]; slotsState: SlotsState };
}) {
  return (
    <>
      <div id={dateId} className="field calendar-field">
        <span id={`${dateId}-label`} className="label">
          {label}
        </span>
        <AvailabilityCalendar
          labelId={`${dateId}-label`}
          describedBy={describedBy}
          month={month.month}
          onMonthChange={month.setMonth}
          selected={choice.date}
          onSelect={choice.chooseDate}
          today={month.today}
          notBefore={notBefore}
          lastBookableDate={month.lastBookableDate}
          days={month.days}
          loading={month.loading}
        />
      </div>
      <TimeSlotPicker id={timeId} state={choice.slotsState} times={choice.times} value={choice.time} onChange={choice.setTime} />
    </>
  );
}
