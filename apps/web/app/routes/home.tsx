import type { Route } from "./+types/home";
import type { Banner, Film, FilmComment } from "@hancine/contract/catalog";
import { HOME } from "@hancine/contract/home-constants";
import { servicesOf } from "../page-services.ts";

export const meta: Route.MetaFunction = () => [
  { title: "HanCine – Đặt vé xem phim online" },
  { name: "description", content: "Lịch chiếu, đặt vé xem phim online, khuyến mãi và góc điện ảnh tại hệ thống rạp HanCine." },
];

async function readList<T>(api: ReturnType<typeof servicesOf>["api"], path: string): Promise<T[]> {
  try {
    const answer = await api(path, { timeoutMs: HOME.requestTimeoutMs });
    if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
    return (answer.body as { result: T[] }).result;
  } catch (error) {
    console.warn(`[home] ${path} failed:`, error instanceof Error ? error.message : error);
    return [];
  }
}

export async function loader({ context }: Route.LoaderArgs) {
  const { api } = servicesOf(context);
  const [banners, showing, coming, comments] = await Promise.all([
    readList<Banner>(api, "/banners"),
    readList<Film>(api, "/films/showing"),
    readList<Film>(api, "/films/comming"),
    readList<FilmComment>(api, "/film-comment"),
  ]);
  return { banners, showing, coming, comments };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { showing } = loaderData;
  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold text-night-900">Phim đang chiếu</h1>
      <ul className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-4">
        {showing.slice(0, HOME.filmsPerTab).map((film) => (
          <li key={film.id}>
            <img src={film.imagePortrait} alt={`Poster phim ${film.name}`} width={400} height={600} className="rounded-lg" />
            <p className="mt-2 font-medium">{film.name}</p>
          </li>
        ))}
      </ul>
    </main>
  );
}
