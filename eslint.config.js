import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

import featureFolders from "./eslint/feature-folders.js";
import fileCycles from "./eslint/file-cycles.js";

// Layers point one way: db/ at the bottom, then lib and ui, then features, then
// routes. Each layer's files may not import from the layers above it.
const above = {
  routes: { group: ["~/routes/*", "~/root"], message: "Routes sit at the top: move what two places share down." },
  features: { group: ["~/features/*"], message: "lib and ui sit below features: move the shared code down." },
  app: { group: ["~/*", "../app/*"], message: "db/ sits at the bottom and imports nothing of the app." },
  seed: {
    group: ["**/db/seed-data"],
    message: "The seed's data is for a new database; the running site reads the database.",
  },
};
const layer = (files, ...patterns) => ({
  files,
  ignores: ["**/*.test.*"],
  rules: { "no-restricted-imports": ["error", { patterns }] },
});

export default tseslint.config(
  { ignores: ["build*/", ".react-router/", "node_modules/", "test-results/", "playwright-report/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    // No circles (decision 0044): no two files import each other, directly or round about (a type import counts),
    // and no two feature folders do.
    files: ["app/**/*.{ts,tsx}", "db/**/*.ts", "server/**/*.ts", "scripts/**/*.ts"],
    plugins: { local: { rules: { ...featureFolders.rules, ...fileCycles.rules } } },
    rules: {
      "local/no-file-cycle": "error",
      "local/no-feature-cycle": "error",
    },
  },
  {
    // A feature folder's public face (decision 0086): others import only the files the first line of its README.md
    // names. Route modules are a feature's own doors to its pages and may open any of its files; tests may too.
    files: ["app/**/*.{ts,tsx}", "db/**/*.ts", "server/**/*.ts", "scripts/**/*.ts"],
    ignores: ["app/routes/**", "**/*.test.*"],
    rules: { "local/feature-face": "error" },
  },
  {
    // One writer per table that several features read (decision 0044): the outbox is written by mail/, a
    // request's history by requests/history.server.ts.
    files: ["app/**", "server/**", "scripts/**"],
    ignores: ["app/features/mail/**", "app/features/requests/history.server.ts", "**/*.test.*"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.property.name=/^(insert|update|delete)$/] > Identifier[name='mailOutbox']",
          message: "Only app/features/mail writes the outbox: call its functions (queueMail, deleteMailAbout, …).",
        },
        {
          selector:
            "CallExpression[callee.property.name=/^(insert|update|delete)$/] > Identifier[name='requestHistory']",
          message: "A request's history is written by app/features/requests/history.server.ts only.",
        },
      ],
    },
  },
  layer(["app/features/**"], above.routes, above.seed),
  layer(["app/lib/**", "app/ui/**"], above.routes, above.features, above.seed),
  layer(["db/**"], above.app),
  {
    // Settings are read once, validated, by app/lib/server/env.server.ts.
    files: ["app/**", "db/**"],
    ignores: ["app/lib/server/env.server.ts", "**/*.test.*"],
    rules: {
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: "Read settings through env() from ~/lib/env.server." },
      ],
    },
  },
);
