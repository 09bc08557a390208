// The test provider's one account and one client (no imports: Playwright's config reads this too).
export const TEST_ACCOUNT = {
  sub: "oidc-test-user-1",
  email: "olivia.tester@example.com",
  password: "correct horse battery staple",
  given_name: "Olivia",
  family_name: "Tester",
};

export const TEST_CLIENT = { id: "the-lists-test", secret: "the-lists-test-secret-0123456789abcdef" };

/** The address ADMIN_EMAILS lists on the end-to-end server. */
export const E2E_ADMIN_EMAIL = "e2e.admin@example.com";
