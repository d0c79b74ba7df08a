/**
 * Section 4.3 / 9: the cart shows an estimated delivery 5 working days from today, skipping weekends and French
 * public holidays (metropolitan list of @socialgouv/jours-feries: Easter Monday, Ascension, Whit Monday, 1 May, …).
 * Dates are the visitor's calendar days; today itself is not counted.
 */
import getJoursFeries from '@socialgouv/jours-feries';

export const DELIVERY_WORKING_DAYS = 5;

const dayKey = (d: Date) => `${d.getFullYear()}-${d.getMonth() + 1}-${d.getDate()}`;

const holidaysByYear = new Map<number, Set<string>>();

function holidaysOf(year: number): Set<string> {
  let set = holidaysByYear.get(year);
  if (!set) {
    set = new Set(Object.values(getJoursFeries(year)).map(dayKey));
    holidaysByYear.set(year, set);
  }
  return set;
}

export function isWorkingDay(date: Date): boolean {
  const weekday = date.getDay();
  if (weekday === 0 || weekday === 6) return false;
  return !holidaysOf(date.getFullYear()).has(dayKey(date));
}

/** The date `days` working days after `today` (calendar arithmetic, so daylight-saving changes cannot shift it). */
export function deliveryEstimate(today: Date, days = DELIVERY_WORKING_DAYS): Date {
  const date = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  let counted = 0;
  while (counted < days) {
    date.setDate(date.getDate() + 1);
    if (isWorkingDay(date)) counted += 1;
  }
  return date;
}

const FORMAT = new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long' });

/** 'lundi 13 avril' */
export function formatDeliveryDate(date: Date): string {
  return FORMAT.format(date);
}
