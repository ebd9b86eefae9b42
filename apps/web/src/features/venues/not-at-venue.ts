/**
 * Said on arriving from the venue bar at a venue that does not offer the activity left behind
 * (its page opens instead: app/routes/open-venue-loader.ts).
 */
export function notAtVenueCopy(activityName: string, venueName: string): string {
  return `No ${activityName} at ${venueName}: choose another activity.`;
}
