// In CI a test that fails is run once more, as Playwright's are (playwright.config.ts): a test that
// fails twice fails the run, and one that passed only on its second try is named at the end of
// `npm test`'s output (scripts/test-all.mjs) so that its flake gets mended, not hidden.
if (process.env.CI) jest.retryTimes(1, { logErrorsBeforeRetry: true });
