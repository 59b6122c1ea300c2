import { assertReceiverUrl, isInsideAddress } from "@/lib/server/webhooks/receiver-address";

test.each([
  ["127.0.0.1", true],
  ["10.1.2.3", true],
  ["172.16.0.1", true],
  ["172.32.0.1", false],
  ["192.168.1.1", true],
  ["169.254.169.254", true],
  ["100.64.0.1", true],
  ["0.0.0.0", true],
  ["::1", true],
  ["::", true],
  ["fd00::1", true],
  ["fe80::1", true],
  ["::ffff:127.0.0.1", true],
  ["::ffff:8.8.8.8", false],
  ["8.8.8.8", false],
  ["2606:4700:4700::1111", false],
  ["not-an-address", true],
])("%s is inside: %s", (address, inside) => {
  expect(isInsideAddress(address)).toBe(inside);
});

async function refusal(url: string, allowPrivate = false) {
  return assertReceiverUrl(url, allowPrivate).then(
    () => undefined,
    (error: { status: number; message: string }) => ({ status: error.status, message: error.message }),
  );
}

test("plain http, credentials and inside addresses are refused with 400, names after DNS too", async () => {
  expect(await refusal("http://crm.example.com/hook")).toEqual({
    status: 400,
    message: "Webhook URLs must use https.",
  });
  expect(await refusal("https://user:pw@crm.example.com/hook")).toMatchObject({ status: 400 });
  const inside =
    "This URL points to a private, loopback or link-local address; webhooks only go to the public internet.";
  for (const url of [
    "https://127.0.0.1/hook",
    "https://[::1]/hook",
    "https://169.254.169.254/latest",
    "https://localhost:8443/",
  ])
    expect(await refusal(url)).toEqual({ status: 400, message: inside });
  expect(await refusal("https://no-such-host.invalid/hook")).toEqual({
    status: 400,
    message: "The webhook URL's host could not be found.",
  });
});

test("with WEBHOOK_ALLOW_PRIVATE_URLS the operator's inside receivers are accepted, plain http too", async () => {
  await expect(assertReceiverUrl("http://127.0.0.1:4010/hook", true)).resolves.toBeInstanceOf(URL);
  await expect(assertReceiverUrl("https://10.0.0.5/hook", true)).resolves.toBeInstanceOf(URL);
  expect(await refusal("ftp://127.0.0.1/hook", true)).toMatchObject({ status: 400 });
});
