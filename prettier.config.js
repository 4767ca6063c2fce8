// Formatting is not a matter of taste: `npm run format` writes it, `npm run lint` checks it.
/** @type {import("prettier").Config} */
export default {
  printWidth: 120,
  plugins: ["@ianvs/prettier-plugin-sort-imports", "prettier-plugin-tailwindcss"],
  // Packages first, then the app's own modules (~/), then relative ones.
  importOrder: ["<BUILTIN_MODULES>", "<THIRD_PARTY_MODULES>", "", "^~/", "", "^[.]"],
  importOrderTypeScriptVersion: "6.0.0",
  tailwindStylesheet: "./app/app.css",
};
