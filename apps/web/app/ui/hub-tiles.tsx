import type { ReactNode } from "react";
import { Link } from "react-router";
import { ChevronRightIcon } from "./icons.tsx";

export type HubTile = { title: string; detail: ReactNode; href: string };

/** The dark link tiles at the top of a section's hub page (Sự kiện, Góc điện ảnh). */
export function HubTiles({ tiles }: { tiles: HubTile[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-3">
      {tiles.map((tile) => (
        <li key={tile.href}>
          <Link
            to={tile.href}
            className="group flex h-full items-center gap-3 rounded-card bg-night-900 px-5 py-4 text-white transition-colors hover:bg-night-700"
          >
            <span className="flex-1">
              <span className="block text-lg font-bold group-hover:text-amber-brand">{tile.title}</span>
              <span className="mt-0.5 block text-[15px] text-slate-200">{tile.detail}</span>
            </span>
            <ChevronRightIcon className="shrink-0 text-amber-brand" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
