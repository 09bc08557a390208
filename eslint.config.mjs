import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  {
    rules: {
      // Images come from editors and sign-in providers on any host, and the demo
      // pictures are SVG; plain <img> with fixed dimensions is the deliberate choice.
      "@next/next/no-img-element": "off",
      // Written for the pages router: it reads the catch-all under /api (a JSON 404 for unknown calls) as a
      // page and flags the sign-in and Log out links, which must be full navigations to route handlers.
      "@next/next/no-html-link-for-pages": "off",
    },
  },
  globalIgnores([".next/**", ".next-*/**", ".e2e-*/**", "out/**", "build/**", "next-env.d.ts", "lib/generated/**", "data/**", ".e2e/**", "test-results/**", "playwright-report/**"]),
]);
