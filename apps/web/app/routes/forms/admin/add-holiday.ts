import { callApi } from "#web/lib/api-client.ts";
import { formAction } from "#web/lib/forms/form-action.ts";
import { holidayFormSchema } from "#web/features/admin/prices/holiday-form.ts";

export { default, loader } from "#web/lib/forms/form-route.tsx";

/** A day added to the chain's holiday calendar (the prices page's "Thêm ngày lễ"): the day typed goes in the path. */
export const clientAction = formAction(holidayFormSchema, ({ day, name }) => callApi("PUT /admin/holidays/:day", { params: { day }, body: { name } }));
