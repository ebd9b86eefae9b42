import 'leaflet/dist/leaflet.css';
import { useEffect } from 'react';
import { Circle, MapContainer, TileLayer, useMap } from 'react-leaflet';
import type { LocatedVenue } from '../../../shared/lib/venue';
import type { Coordinates } from '../venue-search';
import { metresPerMile } from '../venue-search';
import { useGetClientQuery } from '../../../shared/api/get-client';
import type { TileLayerConfig } from '../map-config';
import { defaultMapZoom, searchedPlaceZoom } from '../map-config';
import { escapeHtml } from '@lido/contract';
import { OfflineBasemap } from './offline-basemap';
import { VenueMarkers } from './venue-markers';
import './venue-map.css';

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

/**
 * What lies under the venues: the operator's raster tiles when the server has MAP_TILE_URL,
 * otherwise Lido's offline basemap. Nothing is drawn until the site configuration says which.
 */
function MapBackground() {
  const { data: client, isError } = useGetClientQuery();
  const tiles: TileLayerConfig | null | undefined = client ? client.mapTiles : undefined;
  if (tiles) {
    return (
      <TileLayer key={tiles.url} url={tiles.url} attribution={escapeHtml(tiles.attribution)} />
    );
  }
  return tiles === null || isError ? <OfflineBasemap /> : null;
}

/** Venues on a Leaflet map, one marker each, over tiles or the offline basemap. */
export function VenueMap({ venues, centre, searched, radiusMiles, onChooseVenue }: VenueMapProps) {
  return (
    <div className="lido-venue-map" data-testid="venue-map">
      <MapContainer
        center={[centre.lat, centre.lng]}
        zoom={searched ? searchedPlaceZoom : defaultMapZoom}
        className="lido-venue-map__map"
        scrollWheelZoom={false}
      >
        <MapBackground />
        <KeepSize />
        <FollowCentre centre={centre} isSearched={searched !== null} />
        {searched ? (
          <Circle
            center={[searched.lat, searched.lng]}
            radius={radiusMiles * metresPerMile}
            pathOptions={{ color: '#3e2dac', weight: 2, fillOpacity: 0.08 }}
          />
        ) : null}
        <VenueMarkers venues={venues} onChooseVenue={onChooseVenue} />
      </MapContainer>
    </div>
  );
}
