import { expect, test } from "@playwright/test";

test("the home page arrives server-rendered in Vietnamese with film data, then hydrates without errors", async ({ page, request }) => {
  // The HTML itself, before any script runs.
  const html = await (await request.get("/")).text();
  expect(html).toContain('<html lang="vi"');
  expect(html).toContain("Phim đang chiếu");
  const films = (await (await request.get("/api/v1/films/showing")).json()).result as { name: string }[];
  expect(films.length).toBeGreaterThan(0);
  expect(html).toContain(films[0]!.name);

  const errors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(msg.text());
  });
  page.on("pageerror", (err) => errors.push(err.message));
  await page.goto("/");
  await page.waitForFunction(() => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !== undefined);
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("img", { name: `Poster phim ${films[0]!.name}` }).first()).toBeVisible();
  expect(errors).toEqual([]);
});
