import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import type { FormReply } from "./form-action.ts";
import { StepUpContext, useContractForm, type StepUp } from "./use-contract-form.ts";

const schema = z.object({ reason: z.string().min(1) });
const REFUSED: FormReply<string> = {
  ok: false,
  reply: { status: "error", error: { "": ["Vì an toàn…"] } },
  error: { code: "STEP_UP_REQUIRED", status: 403, message: "Vì an toàn…", details: { maxAgeMinutes: 10, methods: ["totp"] } },
};
const DONE: FormReply<string> = { ok: true, value: "refunded", reply: { status: "success" } };

/** A form on a page whose form route answers `answers` in turn, under a step-up that answers `proven`. */
function renderForm(answers: FormReply<string>[], proven: boolean) {
  const sent: string[] = [];
  const onSuccess = vi.fn();
  const stepUp: StepUp = { prove: vi.fn(async () => proven) };
  function Page() {
    const { Form, formProps } = useContractForm({ schema, action: "/form/x", onSuccess });
    return (
      <Form {...formProps}>
        <input name="reason" aria-label="Lý do" defaultValue="Khách đổi lịch" />
        <button type="submit">Gửi</button>
      </Form>
    );
  }
  const router = createMemoryRouter([
    { path: "/", Component: Page },
    {
      path: "/form/x",
      action: async ({ request }) => {
        sent.push(String((await request.formData()).get("reason")));
        return answers.shift();
      },
    },
  ]);
  render(
    <StepUpContext.Provider value={stepUp}>
      <RouterProvider router={router} />
    </StepUpContext.Provider>,
  );
  return { sent, onSuccess, stepUp };
}

describe("a form refused for want of a recent second factor", () => {
  it("asks for the second factor, then sends the same form once more", async () => {
    const form = renderForm([REFUSED, DONE], true);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Gửi" })));
    await waitFor(() => expect(form.onSuccess).toHaveBeenCalledWith("refunded", expect.anything()));
    expect(form.stepUp.prove).toHaveBeenCalledWith(["totp"]);
    expect(form.sent).toEqual(["Khách đổi lịch", "Khách đổi lịch"]);
  });

  it("sends nothing more when the dialog is closed, nor after a second refusal", async () => {
    const closed = renderForm([REFUSED], false);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Gửi" })));
    await waitFor(() => expect(closed.stepUp.prove).toHaveBeenCalledOnce());
    expect(closed.sent).toHaveLength(1);
    document.body.innerHTML = "";
    const twice = renderForm([REFUSED, REFUSED, DONE], true);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Gửi" })));
    await waitFor(() => expect(twice.sent).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(twice.sent).toHaveLength(2);
    expect(twice.stepUp.prove).toHaveBeenCalledOnce();
    expect(twice.onSuccess).not.toHaveBeenCalled();
  });
});
