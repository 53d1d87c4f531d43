import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // The server-side build imports the contract as the server does (one module instance per process):
  // bundled, its zod schemas were made twice and their OpenAPI ids collided (decision 061).
  environments: { ssr: { build: { rolldownOptions: { external: [/^@hancine\/contract\//] } } } },
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // React, React DOM and React Router run almost whole while the page hydrates: V8 compiles them
        // eagerly, off the main thread while the file streams in, instead of each function on the
        // main thread at its first call (Chrome's explicit compile hints; decision 059).
        postBanner: (chunk) => (chunk.name === "react" ? "//# allFunctionsCalledOnLoad" : ""),
        codeSplitting: {
          groups: [
            { name: "react", test: /\/node_modules\/(react|react-dom|react-router|scheduler)\//, priority: 3 },
            { name: "site-shell", test: /\/app\/(root\.tsx|routes\/site-layout\.tsx)$/, priority: 2 },
            { name: "home-screen", test: /\/app\/routes\/home\.tsx$/, priority: 1 },
          ],
        },
      },
    },
  },
});
