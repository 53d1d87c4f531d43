import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
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
