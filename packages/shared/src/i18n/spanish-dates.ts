// Dates and times written out in Spanish as the US writes it ("martes, 1 de diciembre de
// 2026", "9:00 a. m."), without Intl: the first Intl formatter a page builds loads the locale
// data (docs/PERFORMANCE.md), and an email must read the same whatever the server's ICU
// knows. Day first, month and weekday in lower case, as Intl's es-US `dateStyle: 'long'` and
// `'full'`; the clock on 12 hours with "a. m." and "p. m." (the spacing the site's other
// Spanish times use, such as the phone line's hours).

export const SPANISH_MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;

export const SPANISH_WEEKDAYS = [
  'domingo',
  'lunes',
  'martes',
  'miércoles',
  'jueves',
  'viernes',
  'sábado',
] as const;

function calendarParts(date: string): [number, number, number] {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return [year, month, day];
}

// "3 de noviembre de 2026" from "2026-11-03" (a calendar date, or an ISO instant's UTC day).
export function spanishLongDate(date: string): string {
  const [year, month, day] = calendarParts(date.slice(0, 10));
  return `${day} de ${SPANISH_MONTHS[month - 1] ?? ''} de ${year}`;
}

// "martes, 1 de diciembre de 2026" from "2026-12-01": the weekday of the calendar date
// itself, wherever the reader is (computed in UTC).
export function spanishFullDate(date: string): string {
  const [year, month, day] = calendarParts(date.slice(0, 10));
  const weekday = SPANISH_WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()] ?? '';
  return `${weekday}, ${spanishLongDate(date)}`;
}

// "9:00 a. m." from "09:00", "2:30 p. m." from "14:30", "12:05 a. m." from "00:05".
export function spanishClock(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'a. m.' : 'p. m.'}`;
}
