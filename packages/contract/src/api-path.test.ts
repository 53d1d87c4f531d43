import { describe, expect, it } from "vitest";
import { apiRequest } from "./api-path.ts";

describe("apiRequest: method and path from a key of the route map", () => {
  it("takes the method from the key and URL-encodes path params", () => {
    expect(apiRequest("GET /films/:slug", { params: { slug: "song-han" } })).toEqual(["GET", "/films/song-han"]);
    expect(apiRequest("PATCH /orders/:id", { params: { id: "a/b c?" } })).toEqual(["PATCH", "/orders/a%2Fb%20c%3F"]);
    expect(apiRequest("POST /auth/logout")).toEqual(["POST", "/auth/logout"]);
  });

  it("builds the query from an object, leaving out undefined and empty values", () => {
    expect(apiRequest("GET /showtimes", { query: { film: "song-han", cinema: undefined, city: "", date: "2026-05-01" } })).toEqual([
      "GET",
      "/showtimes?film=song-han&date=2026-05-01",
    ]);
    expect(apiRequest("GET /search", { query: { q: "sông hàn & bạn" } })).toEqual(["GET", "/search?q=s%C3%B4ng+h%C3%A0n+%26+b%E1%BA%A1n"]);
    expect(apiRequest("GET /cinemas", { query: {} })).toEqual(["GET", "/cinemas"]);
  });
});
