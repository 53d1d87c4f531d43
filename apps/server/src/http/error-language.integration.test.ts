import { connect } from "node:net";
import type { AddressInfo } from "node:net";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { SITE, signUp } from "../modules/auth/auth-test-kit.ts";
import { BOOKING_NOW, createScene, type Scene } from "../modules/booking/booking-test-kit.ts";

/** Letters only Vietnamese writes: an English answer has none (films' and cinemas' own names aside). */
const VIETNAMESE = /[àáảãạăằắẳẵặâầấẩẫậđèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵ]/i;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: BOOKING_NOW, env: { CAPTCHA_ENABLED: "false" } });
});
afterAll(() => t.close());

type Visitor = (method: InjectOptions["method"], url: string, payload?: unknown, language?: string) => Promise<LightMyRequestResponse>;

/** A signed-up customer whose requests may say which language they read. */
async function visitor(): Promise<Visitor> {
  const { cookie, address } = await signUp(t);
  return (method, url, payload, language) => {
    const options: InjectOptions = { method, url, headers: { cookie, origin: SITE, ...(language && { "accept-language": language }) }, remoteAddress: address };
    if (payload !== undefined) options.payload = payload as InjectOptions["payload"];
    return t.app.inject(options);
  };
}

function expectLanguage(res: LightMyRequestResponse, language: "en" | "vi") {
  expect(res.headers["content-language"]).toBe(language);
  expect(String(res.headers.vary)).toMatch(/accept-language/i);
}

const holdSeats = (who: Visitor, scene: Scene, labels: string[], language?: string) =>
  who("POST", "/api/v1/orders", { showtimeId: scene.showtimeId, seatIds: labels.map((label) => scene.seat(label).id) }, language);

describe("an error answer speaks the request's language (Accept-Language), Vietnamese by default", () => {
  it("bad input (400): the schema's and the server's own refusals", async () => {
    const anna = await visitor();
    const scene = await createScene(t);
    const schema = { showtimeId: scene.showtimeId, seatIds: "C6" };
    const english = await anna("POST", "/api/v1/orders", schema, "en-US,en;q=0.9");
    expect(english.statusCode).toBe(400);
    expectLanguage(english, "en");
    expect(english.json().error.message).toBe("Some of what you sent is not valid. Please check the highlighted fields.");
    expect(english.json().error.fields.seatIds).toBe("Please check this field.");
    expect(english.body).not.toMatch(VIETNAMESE);

    const vietnamese = await anna("POST", "/api/v1/orders", schema);
    expect(vietnamese.statusCode).toBe(400);
    expectLanguage(vietnamese, "vi");
    expect(vietnamese.json().error.message).toBe("Dữ liệu gửi lên chưa hợp lệ. Bạn hãy kiểm tra lại các trường được đánh dấu nhé.");
    expect(vietnamese.json().error.fields.seatIds).toMatch(VIETNAMESE); // the contract schema's own words

    const foreignSeat = { showtimeId: scene.showtimeId, seatIds: ["00000000-0000-4000-8000-000000000000"] };
    expect((await anna("POST", "/api/v1/orders", foreignSeat, "en")).json().error.fields).toEqual({
      seatIds: "Some seats are not in this showtime's screen. Please reload the seat map.",
    });
    expect((await anna("POST", "/api/v1/orders", foreignSeat, "fr-FR, vi;q=0.5")).json().error.fields).toEqual({
      seatIds: "Có ghế không thuộc phòng chiếu của suất này. Bạn hãy tải lại sơ đồ ghế.",
    });

    const brokenJson = await t.app.inject({
      method: "POST",
      url: "/api/v1/orders",
      headers: { origin: SITE, "content-type": "application/json", "accept-language": "en" },
      payload: "{",
    });
    expect(brokenJson.statusCode).toBe(400);
    expect(brokenJson.json().error.message).toBe("What you sent is not valid JSON.");
  });

  it("a seat someone else holds (409)", async () => {
    const [anna, ben] = [await visitor(), await visitor()];
    const scene = await createScene(t);
    expect((await holdSeats(anna, scene, ["C6"])).statusCode).toBe(201);

    const english = await holdSeats(ben, scene, ["C6"], "en");
    expect(english.statusCode).toBe(409);
    expectLanguage(english, "en");
    expect(english.json().error).toEqual({
      code: "SEATS_UNAVAILABLE",
      message: "Someone has just chosen C6. Please choose other seats.",
      details: { seatIds: [scene.seat("C6").id] },
    });

    const vietnamese = await holdSeats(ben, scene, ["C6"]);
    expectLanguage(vietnamese, "vi");
    expect(vietnamese.json().error.message).toBe("Ghế C6 vừa có người chọn. Bạn hãy chọn ghế khác nhé.");
  });

  it("not signed in (401), and an API path that does not exist (404)", async () => {
    const english = await t.app.inject({ url: "/api/v1/me/sessions", headers: { "accept-language": "en-GB" } });
    expect(english.statusCode).toBe(401);
    expectLanguage(english, "en");
    expect(english.json().error).toEqual({ code: "UNAUTHENTICATED", message: "Please sign in to continue." });

    const vietnamese = await t.app.inject({ url: "/api/v1/me/sessions", headers: { "accept-language": "en;q=0, *" } });
    expectLanguage(vietnamese, "vi");
    expect(vietnamese.json().error).toEqual({ code: "UNAUTHENTICATED", message: "Bạn cần đăng nhập để tiếp tục." });

    const missing = await t.app.inject({ url: "/api/v1/khong-co", headers: { "accept-language": "en" } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe("This API path does not exist. See the list at /api/docs.");
  });

  it("the open-orders limit, with its number (409)", async () => {
    const cam = await visitor();
    const [a, b, c] = [await createScene(t), await createScene(t), await createScene(t)];
    expect((await holdSeats(cam, a, ["C6"])).statusCode).toBe(201);
    expect((await holdSeats(cam, b, ["C6"])).statusCode).toBe(201);

    const english = await holdSeats(cam, c, ["C6"], "en");
    expect(english.statusCode).toBe(409);
    expectLanguage(english, "en");
    expect(english.json().error).toEqual({
      code: "HOLD_LIMIT_REACHED",
      message: "You are holding seats in 2 unpaid orders. Please pay for or cancel one of them (under Account) before choosing more seats.",
      details: { maxOpenOrders: 2 },
    });
    expect((await holdSeats(cam, c, ["C6"])).json().error.message).toBe(
      "Bạn đang giữ ghế ở 2 đơn chưa thanh toán. Bạn hãy thanh toán hoặc huỷ một đơn (trong mục Tài khoản) rồi chọn ghế tiếp nhé.",
    );
  });

  it("too many holds in a few minutes (429, with Retry-After)", async () => {
    const dao = await visitor();
    const scene = await createScene(t);
    for (const label of ["C6", "D6", "E6", "F6", "C7", "D7", "E7", "F7", "G6", "G7"])
      expect((await holdSeats(dao, scene, [label])).statusCode, label).toBe(201);

    const english = await holdSeats(dao, scene, ["H6"], "en");
    expect(english.statusCode).toBe(429);
    expectLanguage(english, "en");
    expect(Number(english.headers["retry-after"])).toBeGreaterThan(0);
    expect(english.json().error).toEqual({
      code: "RATE_LIMITED",
      message: "You have held seats many times in a few minutes. Please pay for the order you are holding or try again in a few minutes.",
    });
    const vietnamese = await holdSeats(dao, scene, ["H6"]);
    expect(vietnamese.statusCode).toBe(429);
    expect(vietnamese.json().error.message).toBe("Bạn đã giữ ghế nhiều lần trong ít phút. Bạn hãy thanh toán đơn đang giữ hoặc thử lại sau ít phút nhé.");
  });

  it("a request Node's parser cannot read (400 before Fastify): the language of the Accept-Language line it read", async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as AddressInfo;
    const raw = (language: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(port, "127.0.0.1", () => socket.end(Buffer.from(`GET /api/v1/orders/Sông HTTP/1.1\r\nHost: x\r\n${language}\r\n`, "utf8")));
        let answer = "";
        socket.on("data", (chunk) => (answer += chunk.toString("utf8")));
        socket.on("close", () => resolve(answer));
        socket.on("error", reject);
      });
    const english = await raw("Accept-Language: en-US,en;q=0.9\r\n");
    expect(english).toMatch(/^HTTP\/1\.1 400/);
    expect(english).toMatch(/content-language: en\r\n/);
    expect(JSON.parse(english.slice(english.indexOf("\r\n\r\n") + 4)).error).toEqual({
      code: "VALIDATION_FAILED",
      message: "The request is malformed: its address or headers contain characters that are not allowed (accented letters must be URL-encoded).",
    });
    const vietnamese = await raw("");
    expect(vietnamese).toMatch(/content-language: vi\r\n/);
    expect(JSON.parse(vietnamese.slice(vietnamese.indexOf("\r\n\r\n") + 4)).error.message).toBe(
      "Yêu cầu không đúng định dạng: địa chỉ hoặc phần đầu có ký tự không hợp lệ (chữ có dấu cần được mã hoá URL).",
    );
  });
});
