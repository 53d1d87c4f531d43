import { callApi } from "#web/lib/api-client.ts";
import { formAction } from "#web/lib/forms/form-action.ts";
import { profileFormSchema } from "#web/features/account/profile/profile-changes.ts";

export { default, loader } from "#web/lib/forms/form-route.tsx";

/** The account page's 'Thông tin cá nhân': only the fields the person changed go to PATCH /me. */
export const clientAction = formAction(profileFormSchema(), (changes) => callApi("PATCH /me", { body: changes }));
