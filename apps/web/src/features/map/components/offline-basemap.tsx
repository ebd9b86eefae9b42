import type { FeatureCollection } from 'geojson';
import L from 'leaflet';
import { useEffect, useMemo, useState } from 'react';
import { GeoJSON, Marker, Pane, useMap, useMapEvents } from 'react-leaflet';
import type { Basemap, TownFeature } from '../basemap/basemap';
import { escapeHtml } from '@lido/contract';
import { basemapAttribution, loadBasemap, townsAtZoom } from '../basemap/basemap';

/** Between Leaflet's tile pane (200) and its overlays (400): where tiles would be. */
const landPane = 'lido-basemap-land';
/** Above the search circle (overlays, 400), below the venues' markers (600). */
const labelPane = 'lido-basemap-labels';

const landStyle: L.PathOptions = {
  color: '#6f8795',
  weight: 1,
  fillColor: '#f4f1ea',
  fillOpacity: 1,
};

/** One icon per town for the visit: a new icon object would redraw the marker on every render. */
const townIcons = new Map<string, L.DivIcon>();

function townIcon(name: string): L.DivIcon {
  let icon = townIcons.get(name);
  if (!icon) {
    // A zero-size anchor on the town; CSS sets the name just below it.
    icon = L.divIcon({
      className: 'lido-basemap__town',
      html: `<span>${escapeHtml(name)}</span>`,
      iconSize: [0, 0],
    });
    townIcons.set(name, icon);
  }
  return icon;
}

/** The towns' names for the current zoom. Names are scenery: screen readers use the list. */
function TownLabels({ towns }: { towns: readonly TownFeature[] }) {
  const map = useMap();
  const [zoom, setZoom] = useState(() => map.getZoom());
  useMapEvents({ zoomend: () => setZoom(map.getZoom()) });
  useEffect(() => {
    map.getPane(labelPane)?.setAttribute('aria-hidden', 'true');
  }, [map]);
  const shown = useMemo(() => townsAtZoom(towns, zoom), [towns, zoom]);
  return (
    <>
      {shown.map((town) => {
        const [lng = 0, lat = 0] = town.geometry.coordinates;
        return (
          <Marker
            key={town.properties.name}
            position={[lat, lng]}
            icon={townIcon(town.properties.name)}
            interactive={false}
            keyboard={false}
          />
        );
      })}
    </>
  );
}

function landCollection(basemap: Basemap): FeatureCollection {
  return { type: 'FeatureCollection', features: basemap.land };
}

/**
 * Lido's own basemap, drawn without any tile server: the land of Great Britain, Ireland and
 * the near continent over a sea-coloured map, and the names of major towns (basemap/README.md).
 */
export function OfflineBasemap() {
  const [basemap, setBasemap] = useState<Basemap | null>(null);
  useEffect(() => {
    let isCurrent = true;
    loadBasemap().then(
      (loaded) => {
        if (isCurrent) setBasemap(loaded);
      },
      // Without its basemap the map still places every venue on the sea colour.
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, []);

  return (
    <>
      <Pane name={landPane} style={{ zIndex: 250 }}>
        {basemap ? (
          <GeoJSON
            data={landCollection(basemap)}
            style={landStyle}
            interactive={false}
            attribution={basemapAttribution}
          />
        ) : null}
      </Pane>
      <Pane name={labelPane} style={{ zIndex: 450, pointerEvents: 'none' }}>
        {basemap ? <TownLabels towns={basemap.towns} /> : null}
      </Pane>
    </>
  );
}
