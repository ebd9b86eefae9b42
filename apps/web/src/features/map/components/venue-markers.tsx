import L from 'leaflet';
import markerIconRetina from 'leaflet/dist/images/marker-icon-2x.png';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import { useMemo, useState } from 'react';
import { Marker, Popup, useMap, useMapEvents } from 'react-leaflet';
import type { LocatedVenue } from '../../../shared/lib/venue';
import { venueAddressLine } from '../../../shared/lib/venue';
import { groupNearby } from '../group-nearby';

// Leaflet finds its default marker images by reading a CSS URL at run time, which the bundler
// has renamed; give it the bundled URLs explicitly.
const venueIcon = L.icon({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIconRetina,
  shadowUrl: markerShadow,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
  shadowSize: [41, 41],
});

function groupIcon(count: number): L.DivIcon {
  // The count is for the eye; the marker's title names the venues for everyone else.
  return L.divIcon({
    className: 'lido-venue-map__group',
    html: `<span aria-hidden="true">${count}</span>`,
    iconSize: [32, 32],
  });
}

interface VenueMarkersProps {
  venues: readonly LocatedVenue[];
  onChooseVenue: (slug: string) => void;
}

/**
 * One pin per venue; venues whose pins would overlap at this zoom (several in one city) share
 * one marker, which zooms in until they stand apart — overlapping pins are hard to hit.
 */
export function VenueMarkers({ venues, onChooseVenue }: VenueMarkersProps) {
  const map = useMap();
  const [zoom, setZoom] = useState(() => map.getZoom());
  useMapEvents({ zoomend: () => setZoom(map.getZoom()) });
  const groups = useMemo(
    () =>
      zoom >= map.getMaxZoom()
        ? venues.map((venue) => [venue])
        : groupNearby(venues, (venue) => map.project([venue.lat, venue.lng], zoom)),
    [map, venues, zoom],
  );

  return groups.map(([first, ...others]) => {
    if (!first) return null;
    if (others.length === 0) {
      return (
        <Marker
          key={first.slug}
          position={[first.lat, first.lng]}
          icon={venueIcon}
          title={first.name}
          alt={first.name}
        >
          <Popup>
            <strong>{first.name}</strong>
            <br />
            {venueAddressLine(first)}
            <br />
            <button
              type="button"
              className="lido-venue-map__choose"
              onClick={() => onChooseVenue(first.slug)}
            >
              Choose this venue
            </button>
          </Popup>
        </Marker>
      );
    }
    const group = [first, ...others];
    const bounds = L.latLngBounds(group.map((venue) => [venue.lat, venue.lng]));
    return (
      <Marker
        key={group.map((venue) => venue.slug).join(' ')}
        position={bounds.getCenter()}
        icon={groupIcon(group.length)}
        title={`${group.length} venues: ${group.map((venue) => venue.name).join(', ')}. Zoom in`}
        eventHandlers={{
          click: () => map.fitBounds(bounds, { padding: [48, 48], maxZoom: map.getMaxZoom() }),
        }}
      />
    );
  });
}
