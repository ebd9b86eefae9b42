/**
 * SPEC.md section 5: timetable, slots, times and ticket calls use the v2 endpoints when the
 * chosen date is on or after the client's migrationDate. Both are `YYYY-MM-DD`, so text order is
 * date order.
 */
export function usesV2Endpoints(date: string, migrationDate: string): boolean {
  return date >= migrationDate;
}
