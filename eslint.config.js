import js from "@eslint/js";
import globals from "globals";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";

/** Imports flow one way: contract ← server, contract ← web. Nothing imports an app from outside it. */
const forbid = (...groups) => ["error", { patterns: groups.map(([group, message]) => ({ group, message })) }];
const notServer = ["**/apps/server/**", "@hancine/server", "@hancine/server/**"];
const notWeb = ["**/apps/web/**", "@hancine/web", "@hancine/web/**"];

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
    files: ["apps/web/**/*.tsx"],
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
    files: ["apps/server/**"],
    rules: { "no-restricted-imports": forbid([notWeb, "The server may not import the web app: share through @hancine/contract."]) },
  },
  {
    files: ["apps/web/**"],
    rules: { "no-restricted-imports": forbid([notServer, "The web app may not import the server: use the API or @hancine/contract."]) },
  },
);
