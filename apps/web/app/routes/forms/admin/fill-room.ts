import { callApi } from "#web/lib/api-client.ts";
import { formAction } from "#web/lib/forms/form-action.ts";
import { fillRoomFormSchema } from "#web/features/admin/schedule/model/showtime-forms.ts";

export { default, loader } from "#web/lib/forms/form-route.tsx";

/** One film back to back in a room (the scheduler's 'Lấp kín phòng' dialog). */
export const clientAction = formAction(fillRoomFormSchema, (fill) => callApi("POST /admin/showtimes/fill", { body: fill }));
