import { readdirSync } from "node:fs";
import js from "@eslint/js";
import globals from "globals";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";

/** Imports flow one way: contract ← server, contract ← web. Nothing imports an app from outside it. */
const forbid = (...groups) => ["error", { patterns: groups.map(([group, message]) => ({ group, message })) }];
const notServer = ["**/apps/server/**", "@hancine/server", "@hancine/server/**"];
const notWeb = ["**/apps/web/**", "@hancine/web", "@hancine/web/**"];
/** Within an app, anything two levels up or more is imported by the app's alias (package.json "imports"). */
const noClimbing = {
  regex: "^\\.\\./\\.\\./",
  message: "Import by the app's alias instead of climbing: #server/… (apps/server/src) or #web/… (apps/web/app).",
};

/**
 * The server's modules in layers (docs/decisions/027): a module imports only modules of lower layers,
 * so no two modules depend on each other. Tests and test kits may reach anywhere.
 */
const SERVER_LAYERS = [
  ["audit", "limits", "mail", "site"],
  ["auth", "media", "payments"],
  ["catalog", "content", "pricing", "reports"],
  ["search", "showtimes", "loyalty", "film-ratings", "gift-cards", "film-hire", "report-mail"],
  ["rooms", "waiting-room", "stock"],
  ["booking"],
  ["checkout", "waitlist"],
  ["checkin", "invoices", "scheduling", "snack-orders"],
  ["order-desk", "box-office"],
];
// Every module is in a layer: one left out would escape the layer and query rules without a sign.
const unlayered = readdirSync(new URL("apps/server/src/modules/", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !SERVER_LAYERS.flat().includes(entry.name))
  .map((entry) => entry.name);
if (unlayered.length > 0)
  throw new Error(`eslint.config.js: put the server module(s) ${unlayered.join(", ")} in a layer of SERVER_LAYERS (docs/decisions/027).`);
/** Route files are the HTTP edge: they may ask auth who is calling (current user, role, cinema scope) from any layer. */
const layering = (module, level, { edge = false } = {}) => {
  const above = SERVER_LAYERS.slice(level)
    .flat()
    .filter((other) => other !== module && !(edge && other === "auth"));
  return [
    { group: notWeb, message: "The server may not import the web app: share through @hancine/contract." },
    noClimbing,
    ...(above.length > 0
      ? [
          {
            regex: `^((\\.\\./)+|#server/modules/)(${above.join("|")})/`,
            message: `${module} is below ${above.join(", ")} (SERVER_LAYERS): move what both need down a layer.`,
          },
        ]
      : []),
  ];
};

/** Queries live in repositories (`*-repository.ts`, SQL fragments in `*-sql.ts`), typed from the schema; routes and services call them by name (docs/decisions/027). */
const noQueries = [{ name: "drizzle-orm", allowTypeImports: true, message: "Queries belong in a *-repository.ts: call it by name." }];
const noQueryPatterns = [
  { group: ["**/db/client.ts"], importNames: ["queryRows", "queryPreparedRows"], message: "Queries belong in a *-repository.ts: call it by name." },
  { group: ["**/db/schema/*"], allowTypeImports: true, message: "Tables are read and written in a *-repository.ts." },
];

/** Domain code throws the domain's errors and knows nothing of HTTP; route files are the HTTP edge (docs/decisions/036). */
const noHttp = [{ group: ["**/http/*"], message: "Domain code knows nothing of HTTP: throw a DomainError (domain-error.ts); routes and http/ map it." }];

const serverModuleRules = SERVER_LAYERS.flatMap((layer, level) =>
  layer.flatMap((module) => [
    {
      files: [`apps/server/src/modules/${module}/**`],
      ignores: ["**/*.test.ts", "**/*-test-kit.ts"],
      rules: { "no-restricted-imports": ["error", { patterns: [...layering(module, level), ...noHttp] }] },
    },
    {
      files: [`apps/server/src/modules/${module}/**`],
      ignores: ["**/*.test.ts", "**/*-test-kit.ts", "**/*-repository.ts", "**/*-sql.ts"],
      rules: { "no-restricted-imports": ["error", { paths: noQueries, patterns: [...layering(module, level), ...noQueryPatterns, ...noHttp] }] },
    },
    {
      files: [`apps/server/src/modules/${module}/**/*routes*.ts`],
      ignores: ["**/*.test.ts"],
      rules: { "no-restricted-imports": ["error", { paths: noQueries, patterns: [...layering(module, level, { edge: true }), ...noQueryPatterns] }] },
    },
  ]),
);

export default tseslint.config(
  { ignores: ["**/node_modules/**", "**/build/**", "**/.react-router/**", "data/**", "test-results/**", "playwright-report/**", "**/*.d.ts"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    // Hooks live in .ts files too (use-booking.ts): every web source is checked.
    files: ["apps/web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "error" },
  },
  {
    files: ["packages/contract/**"],
    rules: {
      "no-restricted-imports": forbid(
        [notServer, "The contract is shared: it may not import the server."],
        [notWeb, "The contract is shared: it may not import the web app."],
      ),
    },
  },
  {
    files: ["packages/demo-art/**"],
    rules: {
      "no-restricted-imports": forbid(
        [notServer, "The demo's art is drawn from its own data: it may not import the server."],
        [notWeb, "The demo's art may not import the web app."],
      ),
    },
  },
  {
    files: ["apps/server/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: notWeb, message: "The server may not import the web app: share through @hancine/contract." }, noClimbing] },
      ],
    },
  },
  {
    files: ["apps/web/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [{ group: notServer, message: "The web app may not import the server: use the API or @hancine/contract." }, noClimbing],
          // The route map holds zod schemas: the browser takes its types only (decision 030).
          paths: [
            {
              name: "@hancine/contract/api-routes",
              allowTypeImports: true,
              message: "Import the route map's types only (import type): the browser must not load zod or the schemas.",
            },
            {
              // React Router's vendor chunk is in every page's first load; these hooks keep extra code in it (decision 059).
              name: "react-router",
              importNames: ["useSearchParams", "useRouteLoaderData"],
              message:
                "Read the query from useLocation().search, and a parent's data from its loader or a context: these hooks grow every page's first-load JS (decision 059).",
            },
          ],
        },
      ],
    },
  },
  ...serverModuleRules,
);
