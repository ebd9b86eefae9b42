import L from 'leaflet';
import markerIconRetina from 'leaflet/dist/images/marker-icon-2x.png';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import 'leaflet/dist/leaflet.css';
import { useEffect } from 'react';
import { Circle, MapContainer, Marker, Popup, TileLayer, useMap } from 'react-leaflet';
import type { LocatedVenue } from '../../venues/venue';
import { venueAddressLine } from '../../venues/venue';
import type { Coordinates } from '../../venues/venue-search';
import { metresPerMile } from '../../venues/venue-search';
import { defaultMapZoom, mapTileLayer, searchedPlaceZoom } from '../map-config';
import './venue-map.css';

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

interface VenueMapProps {
  venues: readonly LocatedVenue[];
  centre: Coordinates;
  /** The searched place, drawn with the search radius around it. */
  searched: Coordinates | null;
  radiusMiles: number;
  onChooseVenue: (slug: string) => void;
}

/** Moves the map when the searched place changes (MapContainer reads its centre only once). */
function FollowCentre({ centre, isSearched }: { centre: Coordinates; isSearched: boolean }) {
  const map = useMap();
  useEffect(() => {
    map.setView([centre.lat, centre.lng], isSearched ? searchedPlaceZoom : defaultMapZoom);
  }, [map, centre.lat, centre.lng, isSearched]);
  return null;
}

/** Leaflet measures its box once; a map revealed later (the narrow-screen view switch) re-measures. */
function KeepSize() {
  const map = useMap();
  useEffect(() => {
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);
  return null;
}

/** Venues on a Leaflet map, one marker each; tiles only when configured (map-config.ts). */
export function VenueMap({ venues, centre, searched, radiusMiles, onChooseVenue }: VenueMapProps) {
  return (
    <div className="lido-venue-map" data-testid="venue-map">
      <MapContainer
        center={[centre.lat, centre.lng]}
        zoom={searched ? searchedPlaceZoom : defaultMapZoom}
        className="lido-venue-map__map"
        scrollWheelZoom={false}
      >
        {mapTileLayer ? (
          <TileLayer url={mapTileLayer.url} attribution={mapTileLayer.attribution} />
        ) : null}
        <KeepSize />
        <FollowCentre centre={centre} isSearched={searched !== null} />
        {searched ? (
          <Circle
            center={[searched.lat, searched.lng]}
            radius={radiusMiles * metresPerMile}
            pathOptions={{ color: '#3e2dac', weight: 2, fillOpacity: 0.08 }}
          />
        ) : null}
        {venues.map((venue) => (
          <Marker
            key={venue.slug}
            position={[venue.lat, venue.lng]}
            icon={venueIcon}
            title={venue.name}
            alt={venue.name}
          >
            <Popup>
              <strong>{venue.name}</strong>
              <br />
              {venueAddressLine(venue)}
              <br />
              <button
                type="button"
                className="lido-venue-map__choose"
                onClick={() => onChooseVenue(venue.slug)}
              >
                Choose this venue
              </button>
            </Popup>
          </Marker>
        ))}
      </MapContainer>
    </div>
  );
}
