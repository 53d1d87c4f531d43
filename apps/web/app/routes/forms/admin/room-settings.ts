import type { Route } from "./+types/room-settings";
import { callApi } from "#web/lib/api-client.ts";
import { formAction } from "#web/lib/forms/form-action.ts";
import { roomSettingsFormSchema } from "#web/features/admin/rooms/room-settings-form.ts";

export { default, loader } from "#web/lib/forms/form-route.tsx";

/** A room's name and cleaning time (the room page's form): the room by its id in the path. */
export const clientAction = formAction(roomSettingsFormSchema, (room, params: Route.ClientActionArgs["params"]) =>
  callApi("PATCH /admin/auditoriums/:id", { params: { id: params.id }, body: room }),
);
