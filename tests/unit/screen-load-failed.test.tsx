/** @jest-environment jsdom */
/**
 * A server-rendered screen whose read failed says so once, in the screen, with the API's status and
 * sentence, and 'Try again' renders it again on the server.
 */
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { ActivityScreen } from "@/components/activity/activity-screen";

const mockRefresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh: mockRefresh }) }));

afterEach(() => {
  cleanup();
  mockRefresh.mockReset();
});

test("Activity's failed read: the status and body, said once, and 'Try again' renders the screen again", () => {
  const failure = { status: 500, body: "boom" };
  render(<ActivityScreen read={{ failure }} feed={{ failure }} origin="" />);
  const failed = screen.getByRole("alert");
  expect(failed.textContent).toContain("Activity could not be loaded.");
  expect(failed.textContent).toContain("500: boom");
  expect(screen.getByRole("heading", { level: 1, name: "Activity" })).toBeTruthy();
  fireEvent.click(screen.getByRole("button", { name: "Try again" }));
  expect(mockRefresh).toHaveBeenCalledTimes(1);
});

test("the server's sentence of a portal error body; an outage's own notice speaks for a 503", () => {
  const body = JSON.stringify({ error: { code: "internal", message: "Something went wrong on our side." } });
  render(
    <ActivityScreen read={{ failure: { status: 500, body } }} feed={{ failure: { status: 500, body } }} origin="" />,
  );
  expect(screen.getByRole("alert").textContent).toContain("Something went wrong on our side.");
  cleanup();
  render(
    <ActivityScreen read={{ failure: { status: 503, body } }} feed={{ failure: { status: 503, body } }} origin="" />,
  );
  expect(screen.getByRole("alert").textContent).toBe("Activity could not be loaded.Try again");
});
