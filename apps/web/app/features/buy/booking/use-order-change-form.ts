import { useEffect, useRef, type FormEvent } from "react";
import type { z } from "zod";
import type { Order } from "@hancine/contract/booking";
import { useContractForm } from "#web/lib/forms/use-contract-form.ts";
import type { OrderChange } from "./use-booking.ts";

type OrderChangeFormOptions<S extends z.ZodType<Record<string, unknown>, Record<string, unknown>>> = {
  schema: S;
  /** The form's route, whose clientAction sends PATCH /orders/:id. */
  action: string;
  /** The booking's record of the held order's changes (`useBooking().orderChange`). */
  orderChange: OrderChange;
  /** Called once the server has applied the change. */
  onChanged?: (order: Order) => void;
};

/**
 * A form of the summary step that changes the held order (the voucher, the points): `useContractForm`,
 * its change numbered with the booking's others when sent and its answer handed to the booking, which
 * shows it unless a later change was sent meanwhile, and ends the hold if the server no longer has it.
 */
export function useOrderChangeForm<S extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>({
  schema,
  action,
  orderChange,
  onChanged,
}: OrderChangeFormOptions<S>) {
  const contractForm = useContractForm<S, Order>({ schema, action, onSuccess: onChanged });
  const sequence = useRef(0);
  const { answer } = contractForm;

  useEffect(() => {
    if (answer?.ok) orderChange.answered(sequence.current, { ok: true, result: answer.value });
    else if (answer?.error) orderChange.answered(sequence.current, { ok: false, error: answer.error });
    // Once per answer: `answer` is a new object for each action.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    contractForm.formProps.onSubmit(event);
    if (!event.defaultPrevented) sequence.current = orderChange.sent();
  };

  return { ...contractForm, formProps: { ...contractForm.formProps, onSubmit } };
}
