import { Link } from "react-router";
import { HOME } from "@hancine/contract/home-constants";
import type { Route } from "./+types/admin-post-new";
import { servicesOf } from "#web/page-services.ts";
import { PostEditor } from "#web/features/admin/content/post-editor.tsx";
import { loadPostFilms } from "#web/features/admin/content/post-films.server.ts";
import { adminPaths } from "#web/features/admin/shell/admin-paths.ts";

export const meta: Route.MetaFunction = () => [{ title: "Viết bài mới – Quản trị HanCine" }, { name: "robots", content: "noindex" }];

export async function loader({ context }: Route.LoaderArgs) {
  return { films: await loadPostFilms(servicesOf(context).api, HOME.requestTimeoutMs) };
}

/** `/admin/posts/new`: a new review or blog post, a draft until it is published or scheduled. */
export default function AdminPostNew({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-6xl">
      <p className="text-sm">
        <Link to={adminPaths.posts()} className="font-medium text-blue-800 underline-offset-2 hover:underline">
          ← Danh sách bài viết
        </Link>
      </p>
      <h1 id="post-editor-title" className="mt-1 text-2xl font-bold text-night-900">
        Viết bài mới
      </h1>
      <div className="mt-6">
        <PostEditor post={null} films={loaderData.films} />
      </div>
    </div>
  );
}
