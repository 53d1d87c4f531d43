import { callApi } from "#web/lib/api-client.ts";
import { formAction } from "#web/lib/forms/form-action.ts";
import { newFilmForm } from "#web/features/admin/films/film-draft.ts";

export { default, loader } from "#web/lib/forms/form-route.tsx";

/** The film editor's "Thêm phim" (a new film, or a copy of one). */
export const clientAction = formAction(newFilmForm, (film) => callApi("POST /admin/films", { body: film }));
