// The CSP allows frame-src www.openstreetmap.org: nothing else is loaded from another host.

/** Half the side of the embedded map's box, in degrees: about 550 m, a few streets around. */
const BOX_HALF_SIDE = 0.005;

function coordinate(value: number): string {
  return value.toFixed(6);
}

export function mapEmbedUrl(latitude: number, longitude: number): string {
  const bbox = [
    longitude - BOX_HALF_SIDE,
    latitude - BOX_HALF_SIDE,
    longitude + BOX_HALF_SIDE,
    latitude + BOX_HALF_SIDE,
  ]
    .map(coordinate)
    .join(',');
  const marker = `${coordinate(latitude)},${coordinate(longitude)}`;
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${marker}`;
}

export function mapPageUrl(latitude: number, longitude: number): string {
  const lat = coordinate(latitude);
  const lon = coordinate(longitude);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
}

export function mapSearchUrl(address: string): string {
  return `https://www.openstreetmap.org/search?${new URLSearchParams({ query: address }).toString()}`;
}

/**
 * OpenStreetMap's route planner from the member (rounded, as the server was told) to the store;
 * from wherever the member types when no location was shared.
 */
export function directionsUrl(
  to: { latitude: number; longitude: number },
  from: { latitude: number; longitude: number } | null,
): string {
  const start = from ? `${String(from.latitude)},${String(from.longitude)}` : '';
  const route = `${start};${coordinate(to.latitude)},${coordinate(to.longitude)}`;
  return `https://www.openstreetmap.org/directions?${new URLSearchParams({ route }).toString()}`;
}
