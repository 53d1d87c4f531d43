import { callApi } from "#web/lib/api-client.ts";
import { formAction } from "#web/lib/forms/form-action.ts";
import { rateFilmFormSchema } from "#web/features/discover/film-ratings/rate-film.ts";

export { default, loader } from "#web/lib/forms/form-route.tsx";

/** "Chấm điểm phim" (the film and order pages): the score and review kept, the film's rate as it is now in the answer. */
export const clientAction = formAction(rateFilmFormSchema, ({ slug, ...rating }) => callApi("POST /films/:slug/ratings", { params: { slug }, body: rating }));
