/**
 * Map links of store and address lists. The embed is OpenStreetMap's own export page (the CSP
 * allows frame-src www.openstreetmap.org); the search link opens OpenStreetMap's search in a new
 * tab. Nothing else is loaded from another host.
 */

/** Half the side of the embedded map's box, in degrees: about 550 m, a few streets around. */
const BOX_HALF_SIDE = 0.005;

function coordinate(value: number): string {
  return value.toFixed(6);
}

/** `https://www.openstreetmap.org/export/embed.html?bbox=…&layer=mapnik&marker=lat,lon`. */
export function mapEmbedUrl(latitude: number, longitude: number): string {
  const bbox = [
    longitude - BOX_HALF_SIDE,
    latitude - BOX_HALF_SIDE,
    longitude + BOX_HALF_SIDE,
    latitude + BOX_HALF_SIDE,
  ]
    .map(coordinate)
    .join(',');
  // Numbers, commas and dots only: nothing to escape.
  const marker = `${coordinate(latitude)},${coordinate(longitude)}`;
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${marker}`;
}

/** The full map around a point, for 'View larger map'. */
export function mapPageUrl(latitude: number, longitude: number): string {
  const lat = coordinate(latitude);
  const lon = coordinate(longitude);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
}

/** `https://www.openstreetmap.org/search?query=<address>`: the maps search of an address. */
export function mapSearchUrl(address: string): string {
  return `https://www.openstreetmap.org/search?${new URLSearchParams({ query: address }).toString()}`;
}
