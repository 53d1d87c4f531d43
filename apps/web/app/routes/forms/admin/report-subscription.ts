import type { Route } from "./+types/report-subscription";
import { callApi } from "#web/lib/api-client.ts";
import { formAction } from "#web/lib/forms/form-action.ts";
import { reportSubscriptionFormSchema } from "#web/features/admin/film-hire/report-subscription-form.ts";

export { default, loader } from "#web/lib/forms/form-route.tsx";

/** "Báo cáo qua e-mail": subscribe to the daily or weekly report, or change its hour or cinema (decision 087). */
export const clientAction = formAction(reportSubscriptionFormSchema, (body, params: Route.ClientActionArgs["params"]) =>
  callApi("PUT /admin/report-subscriptions/:frequency", { params: { frequency: params.frequency as "daily" | "weekly" }, body }),
);
