import { defineConfig } from "vitest/config";

// Its own config, so Vitest does not load the React Router Vite plugin.
export default defineConfig({
  test: {
    include: ["packages/**/*.test.ts", "apps/**/*.test.ts", "apps/**/*.test.tsx", "bench/**/*.test.ts"],
    exclude: ["**/node_modules/**", "**/build/**", "e2e/**"],
    setupFiles: ["./vitest.setup.ts"],
    globalSetup: ["./apps/server/src/testing/pglite-template.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});
