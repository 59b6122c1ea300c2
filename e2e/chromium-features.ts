/**
 * The end-to-end run's `--disable-features`. Chromium reads only the last such switch, so this one
 * repeats the list Playwright passes (its chromiumSwitches, checked against the installed
 * playwright-core by tests/unit/e2e-chromium-features.test.ts) and adds the omnibox's WebUI popups:
 * Debian's full Chromium (the fallback when the headless shell is not installed) opens a window per
 * page, and each window loaded those popups in a renderer of its own, about 0.85 s of CPU a test
 * (bench/README.md#the-test-loop-what-keeps-npm-test-short). The headless shell has no windows.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "DialMediaRouteProvider",
  "GlobalMediaControls",
  "HttpsUpgrades",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "BlockOriginHeaderModificationOnRedirect",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "Translate",
  "AutoDeElevate",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "msForceBrowserSignIn",
  "msEdgeUpdateLaunchServicesPreferredVersion",
];

const OMNIBOX_POPUPS = ["WebUIOmniboxPopup", "WebUIOmniboxAimPopup", "WebUIOmniboxFullPopup"];

const disabled = [...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUPS];
export const E2E_DISABLED_FEATURES = `--disable-features=${disabled.join(",")}`;
