/**
 * Finland's public holidays of a year, plus the eves on which shops close (Midsummer Eve,
 * Christmas Eve): fixed dates, the Easter-based ones, and the Saturdays of Midsummer Day and All
 * Saints' Day. Used to seed the reservations service's holiday table and by the mocks.
 */
export interface FinnishHoliday {
  /** yyyy-MM-dd */
  date: string;
  fi: string;
  en: string;
}

const iso = (utc: Date) => utc.toISOString().slice(0, 10);
const day = (year: number, month: number, date: number) => new Date(Date.UTC(year, month - 1, date));
const plusDays = (utc: Date, days: number) => new Date(utc.getTime() + days * 86_400_000);
/** The first given weekday (0 = Sunday) on or after a date. */
const weekdayOnOrAfter = (utc: Date, weekday: number) => plusDays(utc, (weekday - utc.getUTCDay() + 7) % 7);

/** Easter Sunday of the Gregorian calendar (the anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const date = ((h + l - 7 * m + 114) % 31) + 1;
  return iso(day(year, month, date));
}

export function finnishPublicHolidays(year: number): FinnishHoliday[] {
  const easter = new Date(`${easterSunday(year)}T00:00:00Z`);
  // Midsummer Day is the Saturday of 20-26 June, its Eve the Friday before; All Saints' Day the Saturday of 31 Oct - 6 Nov.
  const midsummerDay = weekdayOnOrAfter(day(year, 6, 20), 6);
  const allSaints = weekdayOnOrAfter(day(year, 10, 31), 6);
  const holidays: FinnishHoliday[] = [
    { date: iso(day(year, 1, 1)), fi: 'Uudenvuodenpäivä', en: "New Year's Day" },
    { date: iso(day(year, 1, 6)), fi: 'Loppiainen', en: 'Epiphany' },
    { date: iso(plusDays(easter, -2)), fi: 'Pitkäperjantai', en: 'Good Friday' },
    { date: iso(easter), fi: 'Pääsiäispäivä', en: 'Easter Sunday' },
    { date: iso(plusDays(easter, 1)), fi: 'Toinen pääsiäispäivä', en: 'Easter Monday' },
    { date: iso(day(year, 5, 1)), fi: 'Vappu', en: 'May Day' },
    { date: iso(plusDays(easter, 39)), fi: 'Helatorstai', en: 'Ascension Day' },
    { date: iso(plusDays(easter, 49)), fi: 'Helluntaipäivä', en: 'Whit Sunday' },
    { date: iso(plusDays(midsummerDay, -1)), fi: 'Juhannusaatto', en: 'Midsummer Eve' },
    { date: iso(midsummerDay), fi: 'Juhannuspäivä', en: 'Midsummer Day' },
    { date: iso(allSaints), fi: 'Pyhäinpäivä', en: "All Saints' Day" },
    { date: iso(day(year, 12, 6)), fi: 'Itsenäisyyspäivä', en: 'Independence Day' },
    { date: iso(day(year, 12, 24)), fi: 'Jouluaatto', en: 'Christmas Eve' },
    { date: iso(day(year, 12, 25)), fi: 'Joulupäivä', en: 'Christmas Day' },
    { date: iso(day(year, 12, 26)), fi: 'Tapaninpäivä', en: "St Stephen's Day" },
  ];
  return holidays.sort((a, b) => a.date.localeCompare(b.date));
}
