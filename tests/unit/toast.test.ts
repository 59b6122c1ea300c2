import type { toast as sonnerToast } from "sonner";

type Module = typeof import("@/lib/client/toast");

/** A fresh copy of the module: it keeps the toasts waiting for sonner for the page's lifetime. */
async function freshModule(): Promise<Module> {
  jest.resetModules();
  return import("@/lib/client/toast");
}

function fakeSonner() {
  return { success: jest.fn(), error: jest.fn(), info: jest.fn() } as unknown as jest.Mocked<typeof sonnerToast>;
}

test("toasts raised before sonner has loaded are raised, in order, when it is handed over", async () => {
  const { toast, deliverToasts } = await freshModule();
  toast.error("Email Required", { description: "Customer email is required to send the asset." });
  toast.success("Copied!");

  const sonner = fakeSonner();
  deliverToasts(sonner);
  expect(sonner.error).toHaveBeenCalledWith("Email Required", {
    description: "Customer email is required to send the asset.",
  });
  expect(sonner.success).toHaveBeenCalledWith("Copied!", undefined);
  expect(sonner.error.mock.invocationCallOrder[0]).toBeLessThan(sonner.success.mock.invocationCallOrder[0]!);

  toast.info("Draft restored", { description: "Your unsaved email text is back in the editor." });
  expect(sonner.info).toHaveBeenCalledTimes(1);
  expect(sonner.error).toHaveBeenCalledTimes(1);
});

test("every toast tells the listeners, before sonner has loaded and after", async () => {
  const { toast, deliverToasts, onToastRaised } = await freshModule();
  const listener = jest.fn();
  const stop = onToastRaised(listener);
  toast.error("Error");
  deliverToasts(fakeSonner());
  toast.success("Success");
  expect(listener).toHaveBeenCalledTimes(2);

  stop();
  toast.success("Success");
  expect(listener).toHaveBeenCalledTimes(2);
});
