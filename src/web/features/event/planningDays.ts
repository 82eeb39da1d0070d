/** Planning items grouped by their day, for schedules that span more than one day. */
import type { PlanningItem } from '../../../shared/api/event';

export interface PlanningDay {
  /** YYYY-MM-DD, as the API sends it. */
  date: string;
  items: PlanningItem[];
}

/** Keeps the server's order (by start time); a new group starts whenever the day changes. */
export function planningDays(items: readonly PlanningItem[]): PlanningDay[] {
  const days: PlanningDay[] = [];
  for (const item of items) {
    const last = days[days.length - 1];
    if (last && last.date === item.date) last.items.push(item);
    else days.push({ date: item.date, items: [item] });
  }
  return days;
}
