import { readdirSync } from "node:fs";
import path from "node:path";
import js from "@eslint/js";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const layerZones = [
  {
    target: "./content",
    from: ["./app", "./server", "./scripts", "./eval"],
    message: "content/ is the source of truth: it imports nothing from app/, server/, scripts/ or eval/.",
  },
  {
    target: "./app",
    from: ["./server", "./scripts", "./eval"],
    message: "app/ never imports server/ code; share types through content/.",
  },
  {
    target: "./app",
    from: ["./content/editions.ts", "./content/ko"],
    message:
      "app/ imports the English text modules only; the Korean build swaps in content/ko/ (scripts/lib/vite-edition.ts), so each edition carries one language.",
  },
  {
    target: "./server",
    from: ["./app", "./scripts", "./eval"],
    message:
      "server/ never imports app/ code (share types through content/), nor the evaluation data and tools in eval/.",
  },
];
// Every folder under app/features is a feature: one added later is covered without a change here.
const features = readdirSync(path.join(import.meta.dirname, "app/features"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: ["dist/**", "node_modules/**", "data/**", "test-results/**", "playwright-report/**", ".tmp/**"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "import-x": importX, "react-hooks": reactHooks },
    settings: { "import-x/resolver": { typescript: true, node: true } },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "import-x/no-cycle": "error",
      // Data flows one way: content -> (app | server). app and server never import each other.
      "import-x/no-restricted-paths": ["error", { zones: layerZones }],
    },
  },
  {
    // Plain-node scripts (npm start's build check runs without a TypeScript loader).
    files: ["scripts/**/*.mjs"],
    languageOptions: { globals: globals.node },
  },
  {
    // Feature folders never import each other; route modules (app/pages) compose them.
    files: ["app/features/**"],
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            ...layerZones,
            ...features.map((feature) => ({
              target: `./app/features/${feature}`,
              from: "./app/features",
              except: [`./${feature}`],
              message: "Features do not import each other; compose them in a page or layout.",
            })),
          ],
        },
      ],
    },
  },
);
