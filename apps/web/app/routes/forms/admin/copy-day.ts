import { copyDaySchema } from "@hancine/contract/back-office-schedule";
import { callApi } from "#web/lib/api-client.ts";
import { formAction } from "#web/lib/forms/form-action.ts";

export { default, loader } from "#web/lib/forms/form-route.tsx";

/** A day's showtimes copied to the next days (the scheduler's 'Chép sang ngày khác' dialog). */
export const clientAction = formAction(copyDaySchema, (copy) => callApi("POST /admin/showtimes/copy-day", { body: copy }));
