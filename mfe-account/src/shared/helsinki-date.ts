import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { TIME_ZONE } from '@tire/contracts';

/** The Helsinki calendar day (yyyy-MM-dd) of an instant. */
export const helsinkiDay = (instant: Date) => format(new TZDate(instant, TIME_ZONE), 'yyyy-MM-dd');

/** Today in Helsinki: the earliest day a reservation can be moved to, and where "upcoming" starts. */
export const helsinkiToday = (now: Date = new Date()) => helsinkiDay(now);
