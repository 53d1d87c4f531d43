/**
 * One colour per film on the timeline and in the palette, so a film's showtimes are found at a
 * glance. Light backgrounds with dark text (contrast above 7:1) and a strong edge; the film's name
 * is always written too, colour never carries meaning alone. Class names are spelled out so
 * Tailwind generates them.
 */
export type FilmColour = { block: string; edge: string; swatch: string };

const COLOURS: readonly FilmColour[] = [
  { block: "bg-sky-100", edge: "border-sky-600", swatch: "bg-sky-500" },
  { block: "bg-amber-100", edge: "border-amber-600", swatch: "bg-amber-500" },
  { block: "bg-emerald-100", edge: "border-emerald-600", swatch: "bg-emerald-500" },
  { block: "bg-rose-100", edge: "border-rose-600", swatch: "bg-rose-500" },
  { block: "bg-violet-100", edge: "border-violet-600", swatch: "bg-violet-500" },
  { block: "bg-lime-100", edge: "border-lime-600", swatch: "bg-lime-500" },
  { block: "bg-orange-100", edge: "border-orange-600", swatch: "bg-orange-500" },
  { block: "bg-teal-100", edge: "border-teal-600", swatch: "bg-teal-500" },
  { block: "bg-fuchsia-100", edge: "border-fuchsia-600", swatch: "bg-fuchsia-500" },
  { block: "bg-indigo-100", edge: "border-indigo-600", swatch: "bg-indigo-500" },
  { block: "bg-cyan-100", edge: "border-cyan-600", swatch: "bg-cyan-500" },
  { block: "bg-pink-100", edge: "border-pink-600", swatch: "bg-pink-500" },
];

/**
 * The films' colours: the day's films in their order first (neighbours in the palette differ),
 * any other film by a hash of its id.
 */
export function filmColours(filmIds: readonly string[]): (filmId: string) => FilmColour {
  const assigned = new Map<string, FilmColour>();
  for (const id of filmIds) if (!assigned.has(id)) assigned.set(id, COLOURS[assigned.size % COLOURS.length]!);
  return (filmId) => assigned.get(filmId) ?? COLOURS[hash(filmId) % COLOURS.length]!;
}

function hash(text: string): number {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (h * 31 + text.charCodeAt(i)) >>> 0;
  return h;
}
