import { defineConfig } from "vitest/config";

const INTEGRATION = "apps/**/*.integration.test.ts";
/** The web's hooks and components, rendered with Testing Library in a simulated browser (happy-dom). */
const WEB_DOM = ["apps/web/**/*.dom.test.ts", "apps/web/**/*.dom.test.tsx"];

// Its own config, so Vitest does not load the React Router Vite plugin.
export default defineConfig({
  test: {
    exclude: ["**/node_modules/**", "**/build/**", "e2e/**"],
    setupFiles: ["./vitest.setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["packages/**/*.test.ts", "apps/**/*.test.ts", "apps/**/*.test.tsx", "bench/**/*.test.ts"],
          exclude: ["**/node_modules/**", "**/build/**", "e2e/**", INTEGRATION, ...WEB_DOM],
        },
      },
      {
        // Testing Library finds Vitest's globals (afterEach, beforeAll): it then unmounts what a test
        // rendered and turns on React's act() checks, whose warnings fail the test (vitest.setup.ts).
        extends: true,
        test: { name: "web-dom", include: WEB_DOM, environment: "happy-dom", globals: true },
      },
      {
        // Each file builds its own app on its own database; they share a worker's loaded modules
        // (the server's module graph, about 3 s per file to load) and start from one migrated
        // PGlite (decision 043).
        extends: true,
        test: { name: "integration", include: [INTEGRATION], isolate: false, globalSetup: ["./apps/server/src/testing/pglite-template.ts"] },
      },
      {
        // The product as its users start it (started/README.md): the production start script in
        // child processes, a PostgreSQL server of the test's own. Run after the web build.
        extends: true,
        test: { name: "started", include: ["started/**/*.test.ts"], testTimeout: 300_000, hookTimeout: 300_000 },
      },
    ],
  },
});
