import { callApi } from "#web/lib/api-client.ts";
import { formAction } from "#web/lib/forms/form-action.ts";
import { createShowtimeFormSchema } from "#web/features/admin/schedule/model/showtime-forms.ts";

export { default, loader } from "#web/lib/forms/form-route.tsx";

/** A new showtime (the scheduler's 'Xếp suất chiếu' dialog). */
export const clientAction = formAction(createShowtimeFormSchema, (showtime) => callApi("POST /admin/showtimes", { body: showtime }));
