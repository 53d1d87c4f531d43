import { describe, expect, it, vi } from "vitest";
import type { ApiOutcome } from "./api-client.ts";
import type { StepUp } from "./forms/use-contract-form.ts";
import { withStepUp } from "./step-up.ts";

const refused: ApiOutcome<string> = {
  ok: false,
  error: { code: "STEP_UP_REQUIRED", status: 403, message: "Vì an toàn…", details: { maxAgeMinutes: 10, methods: ["totp", "recovery"] } },
};
const done: ApiOutcome<string> = { ok: true, result: "saved" };

describe("an action refused for want of a recent second factor", () => {
  it("asks for it with the refusal's ways, then sends the action once more", async () => {
    const call = vi.fn<() => Promise<ApiOutcome<string>>>().mockResolvedValueOnce(refused).mockResolvedValueOnce(done);
    const stepUp: StepUp = { prove: vi.fn(async () => true) };
    expect(await withStepUp(stepUp, call)).toEqual(done);
    expect(stepUp.prove).toHaveBeenCalledWith(["totp", "recovery"]);
    expect(call).toHaveBeenCalledTimes(2);
  });

  it("sends it only once more: a second refusal is the answer", async () => {
    const call = vi.fn(async () => refused);
    const stepUp: StepUp = { prove: vi.fn(async () => true) };
    expect(await withStepUp(stepUp, call)).toEqual(refused);
    expect(call).toHaveBeenCalledTimes(2);
    expect(stepUp.prove).toHaveBeenCalledTimes(1);
  });

  it("leaves the action undone when the dialog is closed, or when no page offers a step-up", async () => {
    const call = vi.fn(async () => refused);
    expect(await withStepUp({ prove: async () => false }, call)).toEqual(refused);
    expect(call).toHaveBeenCalledTimes(1);
    expect(await withStepUp(null, call)).toEqual(refused);
  });

  it("never asks for any other answer", async () => {
    const prove = vi.fn(async () => true);
    const forbidden: ApiOutcome<string> = { ok: false, error: { code: "FORBIDDEN", status: 403, message: "Bạn không có quyền…" } };
    expect(await withStepUp({ prove }, async () => forbidden)).toEqual(forbidden);
    expect(await withStepUp({ prove }, async () => done)).toEqual(done);
    expect(prove).not.toHaveBeenCalled();
  });
});
