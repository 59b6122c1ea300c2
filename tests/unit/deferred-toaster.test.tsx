/** @jest-environment jsdom */
import { act, cleanup, render, screen } from "@testing-library/react";
import { DeferredToaster } from "@/components/layout/deferred-toaster";
import { toast } from "@/lib/client/toast";

let mockIdle: Promise<void>;
let becomeIdle: () => void;
jest.mock("@/lib/client/after-hydration", () => ({ afterHydration: () => mockIdle }));

beforeEach(() => {
  mockIdle = new Promise((resolve) => (becomeIdle = resolve));
});
afterEach(cleanup);

test("without a toast, the Toaster mounts at the browser's first idle moment", async () => {
  render(<DeferredToaster />);
  await act(() => Promise.resolve());
  expect(screen.queryByRole("region")).toBeNull();

  becomeIdle();
  expect(await screen.findByRole("region", { name: /Notifications/ })).toBeTruthy();
});

test("a toast raised before the first idle moment mounts the Toaster and is shown", async () => {
  render(<DeferredToaster />);
  expect(screen.queryByRole("region")).toBeNull();

  act(() => toast.error("Email Required", { description: "Customer email is required to send the asset." }));
  expect(await screen.findByText("Email Required")).toBeTruthy();
  expect(screen.getByText("Customer email is required to send the asset.")).toBeTruthy();
});
