/** A plain Google Maps search for the cinema (no embed: no third-party script or frame on our pages). */
export function mapSearchUrl(name: string, address: string): string {
  return `https://www.google.com/maps/search/?${new URLSearchParams({ api: "1", query: `${name}, ${address}` })}`;
}
