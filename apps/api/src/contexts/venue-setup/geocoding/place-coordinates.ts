import { gbGazetteer, searchKey, type GazetteerPlace } from './offline-gazetteer';

/**
 * Where a named place is, from the embedded gazetteer: the first of `names` it knows exactly
 * (an area such as "Camden", then a town), or null. What the operator import places a venue
 * by when its file gives no coordinates.
 */
export async function placeCoordinates(
  names: readonly (string | null)[],
  loadGazetteer: () => Promise<GazetteerPlace[]> = gbGazetteer,
): Promise<{ lat: number; lng: number } | null> {
  const places = await loadGazetteer();
  for (const name of names) {
    if (!name) continue;
    const key = searchKey(name);
    const place = places.find((candidate) => candidate.key === key);
    if (place) return { lat: place.lat, lng: place.lng };
  }
  return null;
}
