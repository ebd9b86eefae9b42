/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** A Leaflet tile URL template, e.g. `https://tile.example.org/{z}/{x}/{y}.png`. */
  readonly VITE_MAP_TILE_URL?: string;
  readonly VITE_MAP_TILE_ATTRIBUTION?: string;
}
