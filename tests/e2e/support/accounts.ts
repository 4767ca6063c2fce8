// The admin account tests/e2e/support/serve.ts creates on the browser tests' database.
export const E2E_ADMIN = { email: "e2e-admin@school.example", password: "e2e-password" };
