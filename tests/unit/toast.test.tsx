/** @jest-environment jsdom */
import { cleanup, render, screen } from "@testing-library/react";
import { Toaster } from "@/components/ui/sonner";
import { toast } from "@/lib/client/browser/toast";

afterEach(cleanup);

test("toasts raised before the Toaster has mounted are shown once it mounts", async () => {
  toast.error("Email Required", { description: "Customer email is required to send the asset." });
  toast.success("Copied!");
  // The Toaster's chunk arrives after the page has hydrated; sonner keeps the toasts raised before.
  await import("sonner");
  render(<Toaster visibleToasts={2} />);
  expect(await screen.findByText("Email Required")).toBeTruthy();
  expect(screen.getByText("Customer email is required to send the asset.")).toBeTruthy();
  expect(screen.getByText("Copied!")).toBeTruthy();
});

test("a toast raised after the Toaster has mounted is shown", async () => {
  render(<Toaster />);
  toast.info("Draft restored", { description: "Your unsaved email text is back in the editor." });
  expect(await screen.findByText("Draft restored")).toBeTruthy();
});
