import type { FormReply } from "#web/lib/forms/form-action.ts";
import { refusalFor } from "../schedule-actions.ts";
import type { ScheduleModel } from "../model/schedule-model.ts";

type ContractForm = { form: { errors?: string[] | undefined }; answer: FormReply<unknown> | undefined; message: string | null };

/**
 * What the alert of a scheduler dialog's form says: the dialog's own refusal (the room is taken
 * then), else the server's refusal as the scheduler says it (an overlap names the showtime in the
 * way, the fields' messages are listed) while the form shows that answer, else the form's message.
 */
export function dialogFailure(model: ScheduleModel, refusal: string | null, { form, answer, message }: ContractForm): string | null {
  if (refusal) return refusal;
  if (answer && !answer.ok && answer.error && form.errors?.length) return refusalFor(model, answer.error);
  return message;
}
