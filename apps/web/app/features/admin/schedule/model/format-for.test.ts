import { describe, expect, it } from "vitest";
import type { SchedulableFilm } from "@hancine/contract/back-office-schedule";
import { formatFor, type Room } from "./schedule-model.ts";

const film = (formats: SchedulableFilm["formats"]) => ({ formats }) as SchedulableFilm;
const room = (defaultFormat: Room["defaultFormat"]) => ({ defaultFormat }) as Room;

describe("the format of a film dropped on a room", () => {
  it("is the room's own when the film is released in it", () => {
    expect(formatFor(film(["2D", "IMAX"]), room("IMAX"), "room")).toBe("IMAX");
  });
  it("is the film's own when it is not (a 2D-only film in the IMAX room is shown in 2D)", () => {
    expect(formatFor(film(["2D"]), room("IMAX"), "room")).toBe("2D");
    expect(formatFor(film(["3D", "4DX"]), room("2D"), "room")).toBe("3D");
  });
  it("is the one the manager chose, whatever the room (the server says if the film lacks it)", () => {
    expect(formatFor(film(["2D"]), room("2D"), "IMAX")).toBe("IMAX");
  });
});
